import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Redis from 'ioredis';
import { io, Socket } from 'socket.io-client';
import { ANONYMOUS, RequestIdentity } from '@app/auth-context';
import { RealtimeService, SessionResolver, userRoom } from '@app/gateway';
import { RunningGateway, startGateway } from './support/start-gateway';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Stands in for the cookie session lookup the accounts issue brings: `sid=user-<id>` is that person. */
class CookieUserResolver extends SessionResolver {
  resolve(request: IncomingMessage): Promise<RequestIdentity> {
    const match = /(?:^|;\s*)sid=user-(\d+)/.exec(request.headers.cookie ?? '');
    if (!match) return Promise.resolve({ ...ANONYMOUS });
    return Promise.resolve({ ...ANONYMOUS, userId: Number(match[1]), role: 'customer' });
  }
}

function connect(gateway: RunningGateway, headers: Record<string, string>): Socket {
  return io(gateway.url, { transports: ['websocket'], extraHeaders: headers, reconnection: false, forceNew: true });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Emits until the event arrives (the other instance's Redis subscription may still be settling), then resolves. */
async function emitUntilReceived<T>(received: Promise<T>, emit: () => void, timeoutMs = 5000): Promise<T> {
  let done = false;
  const deadline = Date.now() + timeoutMs;
  void received.then(() => (done = true));
  while (!done) {
    if (Date.now() > deadline) throw new Error('event not received in time');
    emit();
    await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  return received;
}

describe('gateway Socket.IO', () => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  describe('across two instances sharing Redis', () => {
    const prefix = `test-${randomUUID()}:`;
    let gatewayA: RunningGateway;
    let gatewayB: RunningGateway;

    beforeAll(async () => {
      const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await probe.connect();
      await expect(probe.ping()).resolves.toBe('PONG');
      await probe.quit();
      const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
      gatewayA = await startGateway(env, { sessionResolver: new CookieUserResolver() });
      gatewayB = await startGateway(env, { sessionResolver: new CookieUserResolver() });
    });

    afterAll(async () => {
      await gatewayA?.close();
      await gatewayB?.close();
    });

    it('delivers an event emitted on gateway A to the person connected to gateway B', async () => {
      const alice = connect(gatewayB, { cookie: 'sid=user-42' });
      const bob = connect(gatewayB, { cookie: 'sid=user-43' });
      sockets.push(alice, bob);
      await Promise.all([connected(alice), connected(bob)]);
      const bobGot: unknown[] = [];
      bob.on('chat:message', (data: unknown) => bobGot.push(data));

      const aliceGot = new Promise<unknown>((resolve) => alice.once('chat:message', resolve));
      const payload = { conversationId: 1, message: 'Dia duit' };
      const data = await emitUntilReceived(aliceGot, () =>
        gatewayA.app.get(RealtimeService).emitToRooms([userRoom(42)], 'chat:message', payload),
      );

      expect(data).toEqual(payload);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(bobGot).toEqual([]);
    });

    it('refuses a browser connection from another origin', async () => {
      const socket = connect(gatewayB, { origin: 'http://evil.example' });
      sockets.push(socket);
      await expect(connected(socket)).rejects.toThrow();
    });

    it('accepts a connection from the page own origin', async () => {
      const socket = connect(gatewayB, { origin: gatewayB.url, cookie: 'sid=user-7' });
      sockets.push(socket);
      await expect(connected(socket)).resolves.toBeUndefined();
    });
  });

  describe('in memory, without REDIS_URL', () => {
    let gateway: RunningGateway;

    beforeAll(async () => {
      gateway = await startGateway({}, { sessionResolver: new CookieUserResolver() });
    });

    afterAll(async () => {
      await gateway?.close();
    });

    it('delivers to every socket of the person and to nobody for an empty room list', async () => {
      const tab1 = connect(gateway, { cookie: 'sid=user-5' });
      const tab2 = connect(gateway, { cookie: 'sid=user-5' });
      const anonymous = connect(gateway, {});
      sockets.push(tab1, tab2, anonymous);
      await Promise.all([connected(tab1), connected(tab2), connected(anonymous)]);
      const anonymousGot: unknown[] = [];
      anonymous.on('ping:test', (data: unknown) => anonymousGot.push(data));
      const both = Promise.all([
        new Promise((resolve) => tab1.once('ping:test', resolve)),
        new Promise((resolve) => tab2.once('ping:test', resolve)),
      ]);

      const realtime = gateway.app.get(RealtimeService);
      realtime.emitToRooms([], 'ping:test', 'to nobody');
      realtime.emitToRooms([userRoom(5), userRoom(5)], 'ping:test', 'hello');

      await expect(both).resolves.toEqual(['hello', 'hello']);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(anonymousGot).toEqual([]);
    });
  });

  describe('new connections per client network', () => {
    let gateway: RunningGateway;

    beforeAll(async () => {
      gateway = await startGateway(
        { SOCKET_CONNECTIONS_PER_MINUTE: '3', RATE_LIMIT_MULTIPLIER: '1' },
        { sessionResolver: new CookieUserResolver() },
      );
    });

    afterAll(async () => {
      await gateway?.close();
    });

    it('refuses the handshakes after the limit (403 on polling, connect_error on WebSocket), not open ones', async () => {
      // The limit counts in minute windows: start well inside one.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
      const first = [1, 2, 3].map(() => connect(gateway, { cookie: 'sid=user-8' }));
      sockets.push(...first);
      await Promise.all(first.map(connected));

      const polling = await fetch(`${gateway.url}/socket.io/?EIO=4&transport=polling`);
      expect(polling.status).toBe(403);
      expect(((await polling.json()) as { message: string }).message).toMatch(
        /^Too many connections\. Please try again in \d+ seconds\.$/,
      );
      const refused = connect(gateway, { cookie: 'sid=user-8' });
      sockets.push(refused);
      await expect(connected(refused)).rejects.toThrow();

      // The open connections carry on.
      const got = new Promise((resolve) => first[2]!.once('ping:test', resolve));
      gateway.app.get(RealtimeService).emitToRooms([userRoom(8)], 'ping:test', 'still here');
      await expect(got).resolves.toBe('still here');
    });
  });
});
