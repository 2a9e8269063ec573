import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { io, Socket } from 'socket.io-client';
import { hashSessionToken } from '@app/auth-context';
import { GUEST_COOKIE, SESSION_COOKIE } from '@app/contracts';
import { SmtpCatcher, startSmtpCatcher } from '@app/testing';
import { BrowserLikeClient } from './support/http-client';
import { recordSessionFigures } from './support/sessions-report';
import { ServiceProcess } from './support/service-process';
import { startSystem, SystemServiceName, SystemUnderTest } from './support/system-under-test';

jest.setTimeout(180_000);

/** A signed-in route of each service, and the request that proves a person got past its access check. */
const SIGNED_IN_PROBES: ReadonlyArray<{ service: SystemServiceName; method: string; path: string; body?: unknown }> = [
  { service: 'identity', method: 'GET', path: '/api/auth/user' },
  { service: 'catalog', method: 'GET', path: '/api/my-shops' },
  // A rating of a shop that does not exist: 404 for a signed-in person, 401 for anyone else.
  { service: 'reviews', method: 'POST', path: '/api/shops/2147483000/reviews', body: { rating: 5, comment: 'Great' } },
  { service: 'chat', method: 'GET', path: '/api/customer/conversations' },
  { service: 'billing', method: 'GET', path: '/api/subscription' },
  { service: 'admin-audit', method: 'GET', path: '/api/admin/stats' },
];
const SERVICES = SIGNED_IN_PROBES.map((probe) => probe.service);
const refused = (status: number) => status === 401 || status === 403;

interface Victim {
  id: number;
  email: string;
  password: string;
  token: string;
}

/**
 * Sessions across processes: the six services and TWO gateways sharing Redis. Every way a session ends (sign-out,
 * password reset by mailed code, ban, suspension, deletion) is refused on the very next request through either
 * gateway to a signed-in route of every service, although both gateways had the session cached. Also: the token is
 * 128 random bits, a client cannot choose the IP that sign-in throttling counts, and argon2id (m=46 MiB, t=1, p=1)
 * runs off identity's event loop.
 */
describe('sessions through two gateways', () => {
  let system: SystemUnderTest;
  let smtp: SmtpCatcher;
  let gateways: ServiceProcess[];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    system = await startSystem('sessions', SERVICES, { gateways: 2, identityEnv: { SMTP_URL: smtp.url } });
    gateways = system.gateways;
  });

  afterAll(async () => {
    await system?.stop();
    await smtp?.close();
  });

  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  /** A Socket.IO connection through one gateway holding only the given session cookie, connected. */
  async function socketHolding(gateway: ServiceProcess, token: string): Promise<Socket> {
    const socket = io(gateway.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: `${SESSION_COOKIE}=${token}` },
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

  /** When the server closed the socket (Date.now()), or null if it was still open after `waitMs`. */
  function closedAt(socket: Socket, waitMs: number): Promise<number | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), waitMs);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason === 'io server disconnect' ? Date.now() : null);
      });
    });
  }

  const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.ie`;

  /** A browser on one gateway holding only the given session cookie. */
  function holding(gateway: ServiceProcess, token: string): BrowserLikeClient {
    const browser = new BrowserLikeClient(gateway.url);
    browser.setCookie(SESSION_COOKIE, token);
    return browser;
  }

  async function signInAdmin(): Promise<BrowserLikeClient> {
    const admin = new BrowserLikeClient(gateways[1].url);
    const response = await admin.post('/api/auth/login', { ...system.admin, rememberMe: false });
    expect(response.status).toBe(200);
    return admin;
  }

  /**
   * A customer registered through gateway A, given the admin flag (so admin-audit and billing routes admit them
   * too and every service has a route that says whether the session still counts).
   */
  async function newVictim(label: string): Promise<Victim> {
    const browser = new BrowserLikeClient(gateways[0].url);
    const email = uniqueEmail(label);
    const password = 'secret1';
    const response = await browser.post('/api/customer/register', {
      firstName: 'Aoife',
      lastName: 'Byrne',
      contact: email,
      city: 'Galway',
      password,
      role: 'customer',
    });
    expect(response.status).toBe(201);
    const row = await system.sql.query('UPDATE identity.users SET is_admin = true WHERE email = $1 RETURNING id', [
      email,
    ]);
    return { id: row.rows[0].id as number, email, password, token: browser.cookie(SESSION_COOKIE)! };
  }

  /** The status of each service's signed-in route through each gateway, for the given session cookie. */
  async function probeAll(token: string): Promise<Array<{ gateway: number; service: string; status: number }>> {
    const results: Array<{ gateway: number; service: string; status: number }> = [];
    for (const [index, gateway] of gateways.entries()) {
      for (const probe of SIGNED_IN_PROBES) {
        const response = await holding(gateway, token).request(probe.method, probe.path, probe.body);
        results.push({ gateway: index, service: probe.service, status: response.status });
      }
    }
    return results;
  }

  const revocations: Record<string, (victim: Victim) => Promise<void>> = {
    'sign-out': async (victim) => {
      const response = await holding(gateways[0], victim.token).post('/api/customer/logout');
      expect(response.status).toBe(200);
    },
    'password reset': async (victim) => {
      const since = smtp.mails.length;
      const stranger = new BrowserLikeClient(gateways[1].url);
      expect((await stranger.post('/api/auth/request-password-reset', { email: victim.email })).status).toBe(200);
      const code = await smtp.codeFor(victim.email, since);
      const reset = await stranger.post('/api/auth/reset-password', {
        email: victim.email,
        code,
        newPassword: 'N3w!Password',
        confirmPassword: 'N3w!Password',
      });
      expect(reset.status).toBe(200);
    },
    ban: async (victim) => {
      const admin = await signInAdmin();
      const response = await admin.request('PATCH', `/api/admin/customers/${victim.id}/ban`, {
        banned: true,
        reason: 'Spam',
      });
      expect(response.status).toBe(200);
    },
    suspension: async (victim) => {
      const admin = await signInAdmin();
      const response = await admin.request('PUT', `/api/admin/users/${victim.id}/suspend`, { reason: 'Abuse' });
      expect(response.status).toBe(200);
    },
    deletion: async (victim) => {
      const admin = await signInAdmin();
      expect((await admin.request('DELETE', `/api/admin/customers/${victim.id}`)).status).toBe(200);
    },
  };

  it('refuses an ended session on the very next request, through both gateways, on every service', async () => {
    const accepted: string[] = [];
    let checks = 0;
    for (const [kind, revoke] of Object.entries(revocations)) {
      const victim = await newVictim(kind.replace(/\W/g, '-'));
      // Both gateways resolve (and cache in Redis) the live session first.
      const before = await probeAll(victim.token);
      expect(before.filter((result) => refused(result.status))).toEqual([]);

      await revoke(victim);
      const after = await probeAll(victim.token);
      checks += after.length;
      for (const result of after) {
        if (!refused(result.status)) accepted.push(`${kind} via gateway ${result.gateway} on ${result.service}`);
      }
    }
    const kinds = Object.keys(revocations).length;
    await recordSessionFigures(
      'revocation',
      `revocation: ${kinds} kinds x ${gateways.length} gateways x ${SERVICES.length} services = ${checks} checks, ` +
        `${accepted.length} accepted`,
      { kinds: Object.keys(revocations), gateways: gateways.length, services: SERVICES, checks, accepted },
    );
    expect(checks).toBe(kinds * gateways.length * SERVICES.length);
    expect(accepted).toEqual([]);
  });

  it('closes the sockets of an ended session on both gateways within 1 s, and of an expired one at its expiry', async () => {
    const late: string[] = [];
    const delays: Record<string, number[]> = {};
    for (const [kind, revoke] of Object.entries(revocations)) {
      const victim = await newVictim(`socket-${kind.replace(/\W/g, '-')}`);
      const open = await Promise.all(gateways.map((gateway) => socketHolding(gateway, victim.token)));
      const closings = open.map((socket) => closedAt(socket, 10_000));
      await revoke(victim);
      const revokedAt = Date.now();
      delays[kind] = [];
      for (const [index, closed] of (await Promise.all(closings)).entries()) {
        const delay = closed === null ? null : Math.max(0, closed - revokedAt);
        if (delay === null || delay > 1000) late.push(`${kind} on gateway ${index}: ${delay ?? 'still open'}`);
        else delays[kind].push(delay);
      }
    }

    // Expiry: the session row ends in 2 s; sockets opened now must close when it does.
    const expiring = await newVictim('socket-expiry');
    const expiresAt = Date.now() + 2000;
    await system.sql.query(
      "UPDATE identity.sessions SET expire = to_timestamp($1 / 1000.0) WHERE sess->>'userId' = $2",
      [expiresAt, String(expiring.id)],
    );
    const open = await Promise.all(gateways.map((gateway) => socketHolding(gateway, expiring.token)));
    const closed = await Promise.all(open.map((socket) => closedAt(socket, 5000)));
    delays.expiry = [];
    for (const [index, at] of closed.entries()) {
      const delay = at === null ? null : at - expiresAt;
      if (delay === null || delay < -50 || delay > 1000)
        late.push(`expiry on gateway ${index}: ${delay ?? 'still open'}`);
      else delays.expiry.push(Math.max(0, delay));
    }

    const all = Object.values(delays).flat();
    await recordSessionFigures(
      'sockets',
      `sockets: ${Object.keys(revocations).length} revocation kinds + expiry x ${gateways.length} gateways = ` +
        `${all.length + late.length} sockets, closed after at most ${Math.max(...all)} ms, ${late.length} late or open`,
      { delays, late },
    );
    expect(late).toEqual([]);
  });

  it('refuses a session entry written into Redis by someone without the internal secret', async () => {
    const redis = new Redis(system.redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const key = (token: string) => `${system.redisKeyPrefix}session:${hashSessionToken(token)}`;
      // A genuine admin session, cached by a gateway (signed), and an attacker's made-up token.
      const admin = await signInAdmin();
      expect((await admin.get('/api/admin/stats')).status).toBe(200);
      const genuine = await redis.get(key(admin.cookie(SESSION_COOKIE)!));
      expect(genuine).not.toBeNull();
      const forgedAdmin = {
        userId: 1,
        role: 'admin',
        isAdmin: true,
        banned: false,
        name: 'Forged Admin',
        email: system.admin.email,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      };
      const attempts: Record<string, string> = {
        'plain JSON': JSON.stringify(forgedAdmin),
        'made-up signature': `${'A'.repeat(43)}.${JSON.stringify(forgedAdmin)}`,
        "the admin's signed entry copied": genuine!,
      };
      const accepted: string[] = [];
      for (const [label, value] of Object.entries(attempts)) {
        const token = randomBytes(16).toString('base64url');
        await redis.set(key(token), value, 'EX', 300);
        for (const [index, gateway] of gateways.entries()) {
          const status = (await holding(gateway, token).get('/api/admin/stats')).status;
          if (!refused(status)) accepted.push(`${label} via gateway ${index}: ${status}`);
        }
      }
      await recordSessionFigures(
        'forged-cache',
        `forged Redis session entries: ${Object.keys(attempts).length} kinds x ${gateways.length} gateways, ` +
          `${accepted.length} accepted`,
        { kinds: Object.keys(attempts), accepted },
      );
      expect(accepted).toEqual([]);
      // What a gateway writes: the HMAC, a dot, then the JSON.
      expect(genuine).toMatch(/^[A-Za-z0-9_-]{43}\.\{/);
    } finally {
      await redis.quit();
    }
  });

  it('issues session and guest cookies of 128 random bits, httpOnly and SameSite', async () => {
    const browser = new BrowserLikeClient(gateways[0].url);
    const register = await browser.post('/api/customer/register', {
      firstName: 'Cian',
      lastName: 'Ryan',
      contact: uniqueEmail('token'),
      city: 'Cork',
      password: 'secret1',
      role: 'customer',
    });
    expect(register.status).toBe(201);
    const guest = await browser.post('/api/guest-session', { email: uniqueEmail('guest') });
    expect(guest.status).toBe(201);
    const setCookies = [...register.headers.getSetCookie(), ...guest.headers.getSetCookie()];
    const decoded: Record<string, number> = {};
    for (const name of [SESSION_COOKIE, GUEST_COOKIE]) {
      const token = browser.cookie(name)!;
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      decoded[name] = Buffer.from(token, 'base64url').length;
      expect(decoded[name]).toBeGreaterThanOrEqual(16);
      const header = setCookies.find((cookie) => cookie.startsWith(`${name}=`))!;
      expect(header).toMatch(/;\s*HttpOnly/i);
      expect(header).toMatch(/;\s*SameSite=Lax/i);
    }
    // Only the hash is stored: the table never holds a usable token.
    const stored = await system.sql.query('SELECT count(*)::int AS count FROM identity.sessions WHERE sid = $1', [
      browser.cookie(SESSION_COOKIE),
    ]);
    expect(stored.rows[0].count).toBe(0);
    await recordSessionFigures(
      'tokens',
      `tokens: session cookie ${decoded[SESSION_COOKIE]} bytes, guest cookie ${decoded[GUEST_COOKIE]} bytes ` +
        '(uniqueness of 1,000 tokens: services/identity/src/sessions/session-token.spec.ts)',
      { sessionCookieBytes: decoded[SESSION_COOKIE], guestCookieBytes: decoded[GUEST_COOKIE] },
    );
  });

  it('counts sign-in failures by the address the gateway saw, whatever X-Forwarded-For the client sends', async () => {
    const victim = await newVictim('spoof');
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': `198.51.100.${attempt}` };
      const response = await new BrowserLikeClient(gateways[attempt % 2].url).post(
        '/api/customer/login',
        { contact: victim.email, password: 'wrong-password' },
        spoofed,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await new BrowserLikeClient(gateways[0].url).post(
      '/api/customer/login',
      { contact: victim.email, password: victim.password },
      { 'x-forwarded-for': '192.0.2.77' },
    );
    expect(locked.status).toBe(423);
    expect(locked.json.message).toMatch(/^Account locked due to too many failed login attempts\. Try again after/);

    const other = await newVictim('spoof-ok');
    const signIn = await new BrowserLikeClient(gateways[1].url).post(
      '/api/customer/login',
      { contact: other.email, password: other.password },
      { 'x-forwarded-for': '192.0.2.99' },
    );
    expect(signIn.status).toBe(200);
    const seen = await system.sql.query('SELECT last_login_ip FROM identity.users WHERE id = $1', [other.id]);
    expect(seen.rows[0].last_login_ip).toBe('127.0.0.1');
    await recordSessionFigures(
      'spoofing',
      `spoofing: 5 failures with 5 spoofed X-Forwarded-For values counted as one address -> 423; last_login_ip ${seen.rows[0].last_login_ip}`,
      { failures: statuses, lockedStatus: locked.status, lastLoginIp: seen.rows[0].last_login_ip },
    );
  });

  it("records identity's port callers by their real address, whatever X-Forwarded-For and User-Agent they send", async () => {
    const identityUrl = system.services.identity!.url;
    const direct = (body: object, attempt: number) =>
      fetch(`${identityUrl}/api/customer/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${attempt}`,
          'user-agent': `Forged/${attempt}`,
        },
        body: JSON.stringify(body),
      });
    // Sign-in throttling counts the caller's real address: 5 failures with 5 forged addresses lock it out.
    const victim = await newVictim('port-spoof');
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await direct({ contact: victim.email, password: 'wrong-password' }, attempt)).status);
    }
    const locked = await direct({ contact: victim.email, password: victim.password }, 99);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(locked.status).toBe(423);

    // A successful direct sign-in stores the real address and no user agent (only the gateway's signature vouches
    // for one); through the gateway the signed one is stored.
    const other = await newVictim('port-spoof-ok');
    expect((await direct({ contact: other.email, password: other.password }, 50)).status).toBe(200);
    const throughGateway = await new BrowserLikeClient(gateways[0].url).post(
      '/api/customer/login',
      { contact: other.email, password: other.password },
      { 'user-agent': 'RealBrowser/1.0', 'x-forwarded-for': '203.0.113.51' },
    );
    expect(throughGateway.status).toBe(200);
    const sessions = await system.sql.query(
      `SELECT sess->>'ip' AS ip, sess->>'userAgent' AS "userAgent" FROM identity.sessions
        WHERE sess->>'userId' = $1 ORDER BY sess->>'createdAt'`,
      [String(other.id)],
    );
    const user = await system.sql.query('SELECT last_login_ip FROM identity.users WHERE id = $1', [other.id]);
    await recordSessionFigures(
      'port-spoofing',
      `spoofing on identity's port: 5 failures with 5 forged X-Forwarded-For values -> ${locked.status}; ` +
        `sessions stored with ${sessions.rows.map((row) => `${row.ip} / ${row.userAgent}`).join(', ')}`,
      {
        failures: statuses,
        lockedStatus: locked.status,
        sessions: sessions.rows,
        lastLoginIp: user.rows[0].last_login_ip,
      },
    );
    expect(sessions.rows.slice(-2)).toEqual([
      { ip: '127.0.0.1', userAgent: null },
      { ip: '127.0.0.1', userAgent: 'RealBrowser/1.0' },
    ]);
    expect(user.rows[0].last_login_ip).toBe('127.0.0.1');
  });

  it('hashes with argon2id at m=46 MiB, t=1, p=1 off the event loop: cheap requests go on during 10 sign-ins', async () => {
    const victim = await newVictim('argon');
    const stored = await system.sql.query('SELECT password FROM identity.users WHERE id = $1', [victim.id]);
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored.rows[0].password as string);
    expect(match).not.toBeNull();
    const [memoryKiB, passes, lanes] = match!.slice(1).map(Number);
    expect(memoryKiB).toBeGreaterThanOrEqual(47_104);
    expect(passes).toBe(1);
    expect(lanes).toBe(1);

    const identityUrl = system.services.identity!.url;
    const events: Array<'health' | 'login'> = [];
    let loginsLeft = 10;
    const logins = Array.from({ length: loginsLeft }, async () => {
      const response = await fetch(`${identityUrl}/api/customer/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ contact: victim.email, password: victim.password }),
      });
      await response.text();
      events.push('login');
      loginsLeft -= 1;
      return response.status;
    });
    const cheap = (async () => {
      while (loginsLeft > 0) {
        const response = await fetch(`${identityUrl}/health`);
        await response.text();
        if (response.ok) events.push('health');
      }
    })();
    const statuses = await Promise.all(logins);
    await cheap;
    expect(statuses).toEqual(Array(10).fill(200));
    const lastLogin = events.lastIndexOf('login');
    const healthBeforeLastLogin = events.slice(0, lastLogin).filter((event) => event === 'health').length;
    const healthBeforeFirstLogin = events.indexOf('login');
    await recordSessionFigures(
      'argon2',
      `argon2: argon2id m=${memoryKiB} KiB t=${passes} p=${lanes}; 10 simultaneous sign-ins, ` +
        `${healthBeforeFirstLogin} /health answers before the first and ${healthBeforeLastLogin} before the last`,
      { memoryKiB, passes, lanes, logins: 10, healthBeforeFirstLogin, healthBeforeLastLogin },
    );
    // Hashing on the event loop would let about one cheap request through per hash; off the loop they keep flowing.
    expect(healthBeforeLastLogin).toBeGreaterThanOrEqual(25);
  });
});
