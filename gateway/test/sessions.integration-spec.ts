import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import {
  ANONYMOUS,
  hashSessionToken,
  IDENTITY_HEADER,
  IDENTITY_SIGNATURE_HEADER,
  inProcessSessionRevocations,
  INTERNAL_CALL_HEADER,
  isValidInternalCall,
  RequestIdentity,
  SessionCache,
  sessionRevocationChannel,
  verifyIdentity,
} from '@app/auth-context';
import { GUEST_COOKIE, ResolvedSession, ResolveSessionRequest, SESSION_COOKIE } from '@app/contracts';
import { RealtimeService, userRoom } from '@app/gateway';
import { deadUrl, FakeUpstream, readBody } from './support/fake-upstream';
import { RunningGateway, startGateway, TEST_SECRET } from './support/start-gateway';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LATER = () => new Date(Date.now() + 3_600_000).toISOString();

type Person = NonNullable<ResolvedSession['person']>;

/** Stands in for our identity service's internal resolve endpoint: a token -> person table the test edits. */
class FakeIdentity {
  readonly people = new Map<string, Person>();
  readonly guests = new Map<string, number>();
  readonly calls: { body: ResolveSessionRequest; signed: boolean }[] = [];
  failing = false;

  constructor(readonly upstream: FakeUpstream) {
    this.install();
  }

  install(): void {
    this.upstream.handler = (upstreamRequest, upstreamResponse) => {
      if (upstreamRequest.method !== 'POST' || upstreamRequest.url !== '/internal/sessions/resolve') {
        upstreamResponse.writeHead(200, { 'content-type': 'application/json' });
        upstreamResponse.end('{}');
        return;
      }
      void readBody(upstreamRequest).then((text) => {
        const body = JSON.parse(text) as ResolveSessionRequest;
        this.calls.push({
          body,
          signed: isValidInternalCall(upstreamRequest.headers[INTERNAL_CALL_HEADER], TEST_SECRET),
        });
        if (this.failing) {
          upstreamResponse.writeHead(500).end();
          return;
        }
        const guestId = body.guestToken ? this.guests.get(body.guestToken) : undefined;
        const answer: ResolvedSession = {
          person: (body.sessionToken && this.people.get(body.sessionToken)) || null,
          guest: guestId ? { guestSessionId: guestId, expiresAt: LATER() } : null,
        };
        upstreamResponse.writeHead(200, { 'content-type': 'application/json' });
        upstreamResponse.end(JSON.stringify(answer));
      });
    };
  }
}

function person(userId: number, extra: Partial<Person> = {}): Person {
  return {
    userId,
    role: 'customer',
    isAdmin: false,
    banned: false,
    name: `Person ${userId}`,
    email: `p${userId}@example.ie`,
    expiresAt: LATER(),
    ...extra,
  };
}

/** The identity the catalog fake received with its last request. */
function lastIdentityAt(upstream: FakeUpstream): RequestIdentity {
  const last = upstream.requests.at(-1);
  if (!last) throw new Error('the upstream saw no request');
  return verifyIdentity(last.headers[IDENTITY_HEADER], last.headers[IDENTITY_SIGNATURE_HEADER], TEST_SECRET);
}

/** A socket on the gateway holding the given cookies, connected. */
async function connectedSocket(url: string, cookie: string, sockets: Socket[]): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    extraHeaders: { cookie, origin: url },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Milliseconds until the server closes the socket (rejects after `withinMs`). */
function closedWithin(socket: Socket, withinMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${withinMs} ms`)), withinMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      if (reason === 'io server disconnect') resolve(Date.now() - started);
      else reject(new Error(`socket closed by ${reason}`));
    });
  });
}

describe('gateway sessions with the Redis cache', () => {
  const prefix = `test-sessions-${randomUUID()}:`;
  let identityUpstream: FakeUpstream;
  let identity: FakeIdentity;
  let catalog: FakeUpstream;
  let redis: Redis;
  let sessionCache: SessionCache;
  let gateway: RunningGateway;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    await expect(redis.ping()).resolves.toBe('PONG');
    // What identity does when a session ends: the same class, the same Redis, the same prefix.
    sessionCache = new SessionCache(redis, prefix, TEST_SECRET);
    identityUpstream = await FakeUpstream.start();
    identity = new FakeIdentity(identityUpstream);
    catalog = await FakeUpstream.start();
    const down = await deadUrl();
    gateway = await startGateway({
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      IDENTITY_URL: identityUpstream.url,
      CATALOG_URL: catalog.url,
      REVIEWS_URL: down,
      CHAT_URL: down,
      BILLING_URL: down,
      ADMIN_AUDIT_URL: down,
    });
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    catalog.reset();
    identity.calls.length = 0;
    identity.failing = false;
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.close();
    await identityUpstream?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('signs the person a session cookie belongs to for the service, then serves the cookie from Redis', async () => {
    identity.people.set('token-aoife', person(7, { name: 'Aoife Byrne', email: 'aoife@example.ie' }));

    await request(gateway.url).get('/api/my-shops').set('cookie', `${SESSION_COOKIE}=token-aoife`).expect(200);
    expect(lastIdentityAt(catalog)).toEqual({
      userId: 7,
      role: 'customer',
      isAdmin: false,
      banned: false,
      guestSessionId: null,
      name: 'Aoife Byrne',
      email: 'aoife@example.ie',
    });
    expect(identity.calls).toEqual([{ body: { sessionToken: 'token-aoife' }, signed: true }]);
    expect(await redis.exists(`${prefix}session:${hashSessionToken('token-aoife')}`)).toBe(1);

    await request(gateway.url).get('/api/my-shops').set('cookie', `${SESSION_COOKIE}=token-aoife`).expect(200);
    expect(lastIdentityAt(catalog)).toMatchObject({ userId: 7 });
    expect(identity.calls).toHaveLength(1);
  });

  it('drops a session the moment identity forgets it (sign-out, ban, suspension, deletion)', async () => {
    identity.people.set('token-ban', person(8));
    await request(gateway.url).get('/api/my-shops').set('cookie', `${SESSION_COOKIE}=token-ban`).expect(200);
    expect(lastIdentityAt(catalog)).toMatchObject({ userId: 8 });

    // Identity bans the person: deletes the session row, then forgets its hash in the shared cache.
    identity.people.delete('token-ban');
    await sessionCache.forget([hashSessionToken('token-ban')]);

    await request(gateway.url).post('/api/shops').set('cookie', `${SESSION_COOKIE}=token-ban`).send({}).expect(200);
    expect(lastIdentityAt(catalog)).toMatchObject({ ...ANONYMOUS });
    expect(identity.calls).toHaveLength(2);

    // "No such session" is cached briefly, so the dead cookie does not cost identity a call per request.
    await request(gateway.url).get('/api/my-shops').set('cookie', `${SESSION_COOKIE}=token-ban`).expect(200);
    expect(identity.calls).toHaveLength(2);
    const ttl = await redis.ttl(`${prefix}session:${hashSessionToken('token-ban')}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10);
  });

  it('ignores a session entry written into Redis without the internal secret, and asks identity', async () => {
    const forged = { ...person(1), role: 'admin', isAdmin: true, name: 'Forged Admin' };
    await redis.set(`${prefix}session:${hashSessionToken('token-forged')}`, JSON.stringify(forged), 'EX', 300);
    await redis.set(`${prefix}guest-session:${hashSessionToken('guest-forged')}`, '{"guestSessionId":5}', 'EX', 300);

    await request(gateway.url)
      .get('/api/my-shops')
      .set('cookie', `${SESSION_COOKIE}=token-forged; ${GUEST_COOKIE}=guest-forged`)
      .expect(200);
    expect(lastIdentityAt(catalog)).toMatchObject({ ...ANONYMOUS });
    expect(identity.calls).toEqual([
      { body: { sessionToken: 'token-forged', guestToken: 'guest-forged' }, signed: true },
    ]);
  });

  it('makes no identity call for a request without cookies, or without ours', async () => {
    await request(gateway.url).get('/api/categories').expect(200);
    await request(gateway.url).get('/api/categories').set('cookie', 'theme=dark').expect(200);
    expect(identity.calls).toEqual([]);
    expect(lastIdentityAt(catalog)).toMatchObject({ ...ANONYMOUS });
  });

  it('resolves the guest cookie to the guest session, cached under its own key', async () => {
    identity.guests.set('guest-token', 31);
    for (let i = 0; i < 2; i += 1) {
      await request(gateway.url).get('/api/categories').set('cookie', `${GUEST_COOKIE}=guest-token`).expect(200);
      expect(lastIdentityAt(catalog)).toMatchObject({ ...ANONYMOUS, guestSessionId: 31 });
    }
    expect(identity.calls).toEqual([{ body: { guestToken: 'guest-token' }, signed: true }]);
    expect(await redis.exists(`${prefix}guest-session:${hashSessionToken('guest-token')}`)).toBe(1);
  });

  it('goes on as anonymous when identity fails, and caches nothing', async () => {
    identity.people.set('token-outage', person(9));
    identity.failing = true;
    await request(gateway.url).get('/api/categories').set('cookie', `${SESSION_COOKIE}=token-outage`).expect(200);
    expect(lastIdentityAt(catalog)).toMatchObject({ ...ANONYMOUS });
    expect(gateway.logs.some((line) => /Identity could not resolve a session cookie/.test(String(line.msg)))).toBe(
      true,
    );

    identity.failing = false;
    await request(gateway.url).get('/api/categories').set('cookie', `${SESSION_COOKIE}=token-outage`).expect(200);
    expect(lastIdentityAt(catalog)).toMatchObject({ userId: 9 });
  });

  it('identifies a Socket.IO connection by the same cookie', async () => {
    identity.people.set('token-socket', person(42));
    const socket = io(gateway.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: `${SESSION_COOKIE}=token-socket`, origin: gateway.url },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const received = new Promise((resolve) => socket.once('chat:message', resolve));
    gateway.app.get(RealtimeService).emitToRooms([userRoom(42)], 'chat:message', { text: 'Dia duit' });
    await expect(received).resolves.toEqual({ text: 'Dia duit' });
  });

  it("closes a session's sockets when identity announces its end, and leaves the others open", async () => {
    identity.people.set('token-ending', person(43));
    identity.people.set('token-staying', person(44));
    identity.guests.set('guest-ending', 45);
    const ending = await connectedSocket(gateway.url, `${SESSION_COOKIE}=token-ending`, sockets);
    const guest = await connectedSocket(gateway.url, `${GUEST_COOKIE}=guest-ending`, sockets);
    const staying = await connectedSocket(gateway.url, `${SESSION_COOKIE}=token-staying`, sockets);
    const closed = [closedWithin(ending, 1000), closedWithin(guest, 1000)];

    await redis.publish(
      sessionRevocationChannel(prefix),
      JSON.stringify({ sessions: [hashSessionToken('token-ending')], guests: [hashSessionToken('guest-ending')] }),
    );
    await Promise.all(closed);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(staying.connected).toBe(true);
    // A malformed message changes nothing.
    await redis.publish(sessionRevocationChannel(prefix), '{"sessions":"everything"}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(staying.connected).toBe(true);
  });

  it('closes a socket when its session expires', async () => {
    identity.people.set('token-expiring', person(46, { expiresAt: new Date(Date.now() + 1500).toISOString() }));
    const socket = await connectedSocket(gateway.url, `${SESSION_COOKIE}=token-expiring`, sockets);
    await expect(closedWithin(socket, 2500)).resolves.toBeGreaterThan(0);
  });
});

describe('gateway sessions without Redis (embedded mode)', () => {
  let identityUpstream: FakeUpstream;
  let identity: FakeIdentity;
  let catalog: FakeUpstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    identityUpstream = await FakeUpstream.start();
    identity = new FakeIdentity(identityUpstream);
    catalog = await FakeUpstream.start();
    gateway = await startGateway({ IDENTITY_URL: identityUpstream.url, CATALOG_URL: catalog.url });
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.close();
    await identityUpstream?.close();
  });

  it('asks identity on every request that carries a cookie, so a revoked session ends at once', async () => {
    identity.people.set('token-embedded', person(5));
    await request(gateway.url).get('/api/shops').set('cookie', `${SESSION_COOKIE}=token-embedded`).expect(200);
    expect(lastIdentityAt(catalog)).toMatchObject({ userId: 5 });
    identity.people.delete('token-embedded');
    await request(gateway.url).get('/api/shops').set('cookie', `${SESSION_COOKIE}=token-embedded`).expect(200);
    expect(lastIdentityAt(catalog)).toMatchObject({ ...ANONYMOUS });
    expect(identity.calls).toHaveLength(2);
    await request(gateway.url).get('/api/shops').expect(200);
    expect(identity.calls).toHaveLength(2);
  });

  it('closes the sockets of an ended session on the in-process signal', async () => {
    identity.people.set('token-embedded-socket', person(6));
    const sockets: Socket[] = [];
    const socket = await connectedSocket(gateway.url, `${SESSION_COOKIE}=token-embedded-socket`, sockets);
    const closed = closedWithin(socket, 1000);
    inProcessSessionRevocations.announce({ sessions: [hashSessionToken('token-embedded-socket')], guests: [] });
    await expect(closed).resolves.toBeLessThan(1000);
  });

  it('asks again on a fresh socket when identity closed the pooled one under the call', async () => {
    identity.people.set('token-fresh', person(6));
    await request(gateway.url).get('/api/shops').set('cookie', `${SESSION_COOKIE}=token-fresh`).expect(200);
    const usedSockets = new Set(identityUpstream.requests.map((upstreamRequest) => upstreamRequest.socket));
    const answer = identityUpstream.handler;
    identityUpstream.handler = (upstreamRequest, upstreamResponse) => {
      if (usedSockets.has(upstreamRequest.socket)) upstreamRequest.socket.destroy();
      else answer(upstreamRequest, upstreamResponse);
    };
    try {
      await request(gateway.url).get('/api/shops').set('cookie', `${SESSION_COOKIE}=token-fresh`).expect(200);
      expect(lastIdentityAt(catalog)).toMatchObject({ userId: 6 });
    } finally {
      identity.install();
    }
  });

  it('goes on as anonymous when identity is unreachable', async () => {
    const down = await deadUrl();
    const lonely = await startGateway({ IDENTITY_URL: down, CATALOG_URL: catalog.url });
    try {
      await request(lonely.url).get('/api/shops').set('cookie', `${SESSION_COOKIE}=whatever`).expect(200);
      expect(lastIdentityAt(catalog)).toMatchObject({ ...ANONYMOUS });
    } finally {
      await lonely.close();
    }
  });
});

describe('gateway sessions while Redis is unreachable', () => {
  let identityUpstream: FakeUpstream;
  let identity: FakeIdentity;
  let catalog: FakeUpstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    identityUpstream = await FakeUpstream.start();
    identity = new FakeIdentity(identityUpstream);
    catalog = await FakeUpstream.start();
    const deadRedis = (await deadUrl()).replace('http://', 'redis://');
    gateway = await startGateway({
      REDIS_URL: deadRedis,
      REDIS_KEY_PREFIX: `test-no-redis-${randomUUID()}:`,
      IDENTITY_URL: identityUpstream.url,
      CATALOG_URL: catalog.url,
      RATE_LIMIT_MULTIPLIER: '0.1',
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.close();
    await identityUpstream?.close();
  });

  it('resolves cookies through identity and still limits, per instance', async () => {
    identity.people.set('token-no-redis', person(11));
    const started = Date.now();
    await request(gateway.url).get('/api/shops').set('cookie', `${SESSION_COOKIE}=token-no-redis`).expect(200);
    expect(Date.now() - started).toBeLessThan(500);
    expect(lastIdentityAt(catalog)).toMatchObject({ userId: 11 });
    await request(gateway.url).post('/api/auth/register').send({}).expect(200);
    await request(gateway.url).post('/api/auth/register').send({}).expect(429);
  });
});
