import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadGatewayConfig } from '../gateway.config';
import { RateLimitMiddleware } from './rate-limit.middleware';
import { MemoryRateLimitStore, WindowCount } from './rate-limit-store';

/** The memory store, counting the hits it is asked for. */
class CountingStore extends MemoryRateLimitStore {
  hits = 0;

  override hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    this.hits += 1;
    return super.hit(key, windowMs, now);
  }
}

const SECRET = 'x'.repeat(32);

function request(): IncomingMessage & { originalUrl: string } {
  return {
    method: 'GET',
    url: '/api/shops/1',
    originalUrl: '/api/shops/1',
    headers: {},
    socket: { remoteAddress: '203.0.113.9' },
  } as never;
}

async function passThrough(middleware: RateLimitMiddleware): Promise<void> {
  await new Promise<void>((resolve) => middleware.use(request(), {} as ServerResponse, resolve));
}

describe(RateLimitMiddleware.name, () => {
  it('counts every /api request in the store', async () => {
    const store = new CountingStore();
    const middleware = new RateLimitMiddleware(loadGatewayConfig({ INTERNAL_SECRET: SECRET }), store);
    await passThrough(middleware);
    await passThrough(middleware);
    expect(store.hits).toBe(2);
  });
});
