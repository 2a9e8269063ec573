import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import request from 'supertest';
import { FakeUpstream, upstreamsFor } from './support/fake-upstream';
import { RunningGateway, startGateway } from './support/start-gateway';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The build's page as the gateway serves it: the page's language and meta in its head (none here: no <title>). */
const servedPage = (html: string) => html.replace('<html>', '<html lang="en">');
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const CSP =
  "default-src 'self'; script-src 'self' https://js.stripe.com; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: https:; connect-src 'self' ws: wss: https://api.stripe.com; " +
  "frame-src https://js.stripe.com https://hooks.stripe.com; frame-ancestors 'none'; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'";
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Waits out the end of a fixed window when it is near, so a burst counted by a test never straddles two windows. */
async function awayFromWindowEdge(windowMs: number, marginMs = 3000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('gateway edge: rate limits, origin check, security headers', () => {
  const prefix = `test-edge-${randomUUID()}:`;
  let upstream: FakeUpstream;
  let redis: Redis;
  let webDist: string;
  let gatewayA: RunningGateway;
  let gatewayB: RunningGateway;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    await expect(redis.ping()).resolves.toBe('PONG');
    upstream = await FakeUpstream.start();
    webDist = mkdtempSync(join(tmpdir(), 'gateway-edge-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, WEB_DIST_DIR: webDist, ...upstreamsFor(upstream.url) };
    gatewayA = await startGateway(env);
    gatewayB = await startGateway({ ...env, ALLOWED_ORIGINS: 'http://localhost:5173' });
  });

  afterEach(() => upstream.reset());

  afterAll(async () => {
    await gatewayA?.close();
    await gatewayB?.close();
    await upstream?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('rate limits', () => {
    it('refuses the eleventh registration in ten minutes with 429 and Retry-After, on every instance', async () => {
      await awayFromWindowEdge(10 * 60_000);
      const paths = ['/api/customer/register', '/api/auth/register', '/api/shop-owner/register'];
      for (let i = 0; i < 10; i += 1) {
        await request(gatewayA.url)
          .post(paths[i % 3]!)
          .send({ email: `p${i}@example.ie` })
          .expect(200);
      }
      expect(upstream.requests).toHaveLength(10);

      const refused = await request(gatewayA.url)
        .post('/api/customer/register')
        .set('x-request-id', 'too-many-1')
        .send({ email: 'p11@example.ie' });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(refused.body).toEqual({
        message: `Too many requests. Please try again in ${retryAfter} seconds.`,
        statusCode: 429,
        requestId: 'too-many-1',
      });
      expect(refused.headers).toMatchObject(SECURITY_HEADERS);
      expect(upstream.requests).toHaveLength(10);

      // The count lives in Redis under the prefix, so the other gateway instance refuses too.
      await request(gatewayB.url).post('/api/auth/register/').send({}).expect(429);
      expect(await redis.keys(`${prefix}ratelimit:auth-register:*`)).toHaveLength(1);

      // Other buckets are untouched, and a forged X-Forwarded-For does not open a new one (TRUST_PROXY is off).
      await request(gatewayA.url).post('/api/auth/login').send({}).expect(200);
      await request(gatewayA.url)
        .post('/api/auth/register')
        .set('x-forwarded-for', '198.51.100.7')
        .send({})
        .expect(429);
    });
  });

  describe('origin check', () => {
    it('refuses a state-changing request from another origin before any service sees it', async () => {
      const response = await request(gatewayA.url)
        .post('/api/shops')
        .set('origin', 'https://evil.example')
        .set('x-request-id', 'csrf-1')
        .send({ name: 'x' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Cross-origin request refused', statusCode: 403, requestId: 'csrf-1' });
      await request(gatewayA.url).delete('/api/shops/1').set('referer', 'https://evil.example/page').expect(403);
      expect(upstream.requests).toHaveLength(0);
    });

    it('lets the page own origin write, and anyone read', async () => {
      await request(gatewayA.url).post('/api/shops').set('origin', gatewayA.url).send({ name: 'x' }).expect(200);
      await request(gatewayA.url).put('/api/shops/1').set('referer', `${gatewayA.url}/dashboard`).send({}).expect(200);
      await request(gatewayA.url).get('/api/shops').set('origin', 'https://evil.example').expect(200);
      await request(gatewayA.url).post('/api/shops').send({}).expect(200);
      expect(upstream.requests).toHaveLength(4);
    });

    it('lets Stripe call the webhook and trusts ALLOWED_ORIGINS', async () => {
      await request(gatewayA.url).post('/api/billing/webhook').set('origin', 'https://stripe.com').send({}).expect(200);
      await request(gatewayA.url).post('/api/shops').set('origin', 'http://localhost:5173').send({}).expect(403);
      await request(gatewayB.url).post('/api/shops').set('origin', 'http://localhost:5173').send({}).expect(200);
    });
  });

  describe('security headers', () => {
    it('sets them, with the CSP, on the web app', async () => {
      const response = await request(gatewayA.url).get('/browse').set('accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).toBe(servedPage(INDEX_HTML));
      expect(response.headers).toMatchObject({ ...SECURITY_HEADERS, 'content-security-policy': CSP });
    });

    it('sets them, with the resource CSP, on API answers: proxied, the gateway own and errors', async () => {
      for (const path of ['/api/categories', '/health', '/api/nope']) {
        const response = await request(gatewayA.url).get(path).set('accept', 'application/json');
        expect(response.headers).toMatchObject(SECURITY_HEADERS);
        expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    });

    it('keeps the headers a service set itself', async () => {
      upstream.handler = (_request, response) => {
        response.writeHead(200, {
          'content-type': 'text/html',
          'x-frame-options': 'SAMEORIGIN',
          'content-security-policy': "default-src 'self' 'unsafe-inline'",
        });
        response.end('<p>docs</p>');
      };
      const response = await request(gatewayA.url).get('/api/docs/catalog/');
      expect(response.status).toBe(200);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toBe("default-src 'self' 'unsafe-inline'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});

describe('gateway rate limits without Redis', () => {
  let upstream: FakeUpstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    upstream = await FakeUpstream.start();
    gateway = await startGateway({ ...upstreamsFor(upstream.url), RATE_LIMIT_MULTIPLIER: '0.2' });
  });

  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  it('counts in memory, scaled by RATE_LIMIT_MULTIPLIER', async () => {
    await awayFromWindowEdge(10 * 60_000);
    await request(gateway.url).post('/api/auth/request-password-reset').send({}).expect(200);
    await request(gateway.url).post('/api/auth/resend-verification').send({}).expect(200);
    const refused = await request(gateway.url).post('/api/auth/request-password-reset').send({});
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});
