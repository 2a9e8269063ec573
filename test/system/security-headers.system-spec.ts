import { randomBytes } from 'node:crypto';
import { io } from 'socket.io-client';
import { GUEST_COOKIE, SESSION_COOKIE } from '@app/contracts';
import { BrowserLikeClient } from './support/http-client';
import { recordSessionFigures } from './support/sessions-report';
import { startSystem, SystemUnderTest } from './support/system-under-test';

jest.setTimeout(120_000);

const FOREIGN = 'https://evil.example';
const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';
/** Helmet-style headers every answer carries, whatever its type. */
const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Headers and origins through the gateway, as a browser meets them: Helmet-style headers and a CSP on pages, API
 * answers and built assets, HSTS only over https (a trusted proxy's X-Forwarded-Proto), session cookies HttpOnly,
 * SameSite and Secure under the https configuration, writes from another origin refused before any service sees
 * them, CORS closed, and Socket.IO refusing a foreign page.
 */
describe('security headers and origins through the gateway', () => {
  let system: SystemUnderTest;
  let own: string;
  const figures = { headerChecks: 0, refusedWrites: 0, corsChecks: 0, socketChecks: 0 };

  beforeAll(async () => {
    system = await startSystem('security-headers', ['identity', 'catalog'], {
      identityEnv: { COOKIE_SECURE: 'true' },
      gatewayEnv: { TRUST_PROXY: 'true' },
    });
    own = system.gateway.url;
  });

  afterAll(async () => {
    await system?.stop();
  });

  const client = () => new BrowserLikeClient(own);

  it('sets Helmet-style headers and a CSP on pages, API answers, assets and errors', async () => {
    const page = await client().get('/browse', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(asset).toBeDefined();
    const answers = {
      page,
      api: await client().get('/api/categories'),
      asset: await client().get(asset!),
      error: await client().get('/api/no-such-route'),
      health: await client().get('/health'),
    };
    for (const [kind, response] of Object.entries(answers)) {
      const headers = Object.fromEntries(Object.keys(ALWAYS).map((name) => [name, response.headers.get(name)]));
      expect({ kind, ...headers }).toEqual({ kind, ...ALWAYS });
      expect({ kind, csp: response.headers.get('content-security-policy') }).toEqual({
        kind,
        csp: expect.stringContaining("frame-ancestors 'none'"),
      });
      // Plain http: browsers ignore HSTS there, and the gateway does not send it.
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
      figures.headerChecks += Object.keys(ALWAYS).length + 3;
    }
    const pagePolicy = page.headers.get('content-security-policy')!;
    const scripts = /script-src ([^;]*)/.exec(pagePolicy)?.[1] ?? '';
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(pagePolicy).toContain("object-src 'none'");
    expect(answers.api.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);

    const https = await client().get('/api/categories', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    figures.headerChecks += 4;
  });

  it('marks session and guest cookies HttpOnly, SameSite=Lax and Secure under the https configuration', async () => {
    const browser = client();
    const register = await browser.post('/api/customer/register', {
      firstName: 'Niamh',
      lastName: 'Doyle',
      contact: `cookie-${randomBytes(4).toString('hex')}@example.ie`,
      city: 'Ennis',
      password: 'secret1',
      role: 'customer',
    });
    expect(register.status).toBe(201);
    const guest = await browser.post('/api/guest-session', { email: 'guest@example.ie' });
    expect(guest.status).toBe(201);
    for (const [name, response] of [
      [SESSION_COOKIE, register],
      [GUEST_COOKIE, guest],
    ] as const) {
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Secure/i);
      figures.headerChecks += 3;
    }
  });

  it('refuses POST, PUT, PATCH and DELETE from another origin with 403 before any service acts', async () => {
    const email = `csrf-${randomBytes(4).toString('hex')}@example.ie`;
    const register = {
      firstName: 'Sean',
      lastName: 'Kelly',
      contact: email,
      city: 'Sligo',
      password: 'secret1',
      role: 'customer',
    };
    const attempts: Array<[string, string, unknown, Record<string, string>]> = [
      ['POST', '/api/customer/register', register, { origin: FOREIGN }],
      ['POST', '/api/customer/register', register, { referer: `${FOREIGN}/page` }],
      ['POST', '/api/auth/login', { email, password: 'secret1' }, { origin: 'null' }],
      ['PUT', '/api/admin/users/1/suspend', { reason: 'x' }, { origin: FOREIGN }],
      ['PATCH', '/api/admin/customers/1/ban', { banned: true }, { origin: FOREIGN }],
      ['DELETE', '/api/products/1', undefined, { origin: FOREIGN }],
      ['DELETE', '/api/products/1', undefined, { referer: `${FOREIGN}/` }],
    ];
    for (const [method, path, body, headers] of attempts) {
      const response = await client().request(method, path, body, headers);
      expect({ method, path, headers, status: response.status, message: response.json?.message }).toEqual({
        method,
        path,
        headers,
        status: 403,
        message: CROSS_ORIGIN_REFUSED,
      });
      figures.refusedWrites += 1;
    }
    const created = await system.sql.query('SELECT count(*)::int AS count FROM identity.users WHERE email = $1', [
      email,
    ]);
    expect(created.rows[0].count).toBe(0);

    // The page's own origin writes as usual.
    await expect(client().post('/api/customer/register', register, { origin: own })).resolves.toMatchObject({
      status: 201,
    });
  });

  it('keeps CORS closed: no Access-Control-Allow-Origin for a foreign preflight or read', async () => {
    const preflight = await client().request('OPTIONS', '/api/auth/login', undefined, {
      origin: FOREIGN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    const reads = [
      await client().get('/api/categories', { origin: FOREIGN }),
      await client().get('/api/auth/user', { origin: FOREIGN }),
    ];
    for (const response of [preflight, ...reads]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      figures.corsChecks += 1;
    }
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('refuses a Socket.IO handshake from another origin and accepts the page’s own', async () => {
    const polling = (origin: string) =>
      fetch(`${own}/socket.io/?EIO=4&transport=polling`, { headers: { origin } }).then((response) => response.status);
    expect(await polling(FOREIGN)).toBe(403);
    expect(await polling(own)).toBe(200);

    const connect = (origin: string) =>
      new Promise<'connected' | 'refused'>((resolve) => {
        const socket = io(own, {
          path: '/socket.io',
          transports: ['websocket'],
          extraHeaders: { origin },
          reconnection: false,
          forceNew: true,
        });
        socket.once('connect', () => {
          socket.disconnect();
          resolve('connected');
        });
        socket.once('connect_error', () => {
          socket.disconnect();
          resolve('refused');
        });
      });
    expect(await connect(FOREIGN)).toBe('refused');
    expect(await connect(own)).toBe('connected');
    figures.socketChecks += 4;

    await recordSessionFigures(
      'headers',
      `headers: ${figures.headerChecks} header checks, ${figures.refusedWrites} cross-origin writes refused, ` +
        `${figures.corsChecks} CORS answers without ACAO, ${figures.socketChecks} Socket.IO origin checks`,
      figures,
    );
  });
});
