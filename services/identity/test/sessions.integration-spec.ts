import { hashSessionToken, SessionCache, signInternalCall } from '@app/auth-context';
import { SESSION_COOKIE } from '@app/contracts';
import { CustomerFactory, uniqueEmail } from '@app/testing';
import { IdentityHarness, startIdentityHarness } from './support/identity-harness';

jest.setTimeout(60_000);

describe('session resolution for the gateway', () => {
  let identity: IdentityHarness;

  beforeAll(async () => {
    identity = await startIdentityHarness('identity-sessions');
  });

  afterAll(async () => {
    await identity?.stop();
  });

  async function signedInCustomer() {
    const email = uniqueEmail('resolve');
    const { browser, id } = await new CustomerFactory(identity).create({
      firstName: 'Roisin',
      lastName: 'Murphy',
      contact: email,
      city: 'Athlone',
    });
    return { browser, id, email, token: browser.cookies.get(SESSION_COOKIE)! };
  }

  it('resolves a session cookie to the person, stored only as the SHA-256 of the token', async () => {
    const { browser, id, email, token } = await signedInCustomer();
    const resolved = await browser.resolve();
    expect(resolved).toEqual({
      person: {
        userId: id,
        role: 'customer',
        isAdmin: false,
        banned: false,
        name: 'Roisin Murphy',
        email,
        expiresAt: expect.any(String),
      },
      guest: null,
    });
    const days = (Date.parse(resolved.person!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const rows = await identity.sql.query('SELECT sid, sess FROM identity.sessions WHERE sid = $1', [
      hashSessionToken(token),
    ]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].sess).toMatchObject({
      userId: id,
      rememberMe: true,
      ip: '198.51.100.23',
      userAgent: 'jest-browser/1.0',
    });
    const raw = await identity.sql.query('SELECT count(*)::int AS n FROM identity.sessions WHERE sid = $1', [token]);
    expect(raw.rows[0].n).toBe(0);
  });

  it('resolves an expired session to null and deletes its row', async () => {
    const { browser, token } = await signedInCustomer();
    await identity.sql.query("UPDATE identity.sessions SET expire = now() - interval '1 second' WHERE sid = $1", [
      hashSessionToken(token),
    ]);
    await expect(browser.resolve()).resolves.toEqual({ person: null, guest: null });
    const rows = await identity.sql.query('SELECT count(*)::int AS n FROM identity.sessions WHERE sid = $1', [
      hashSessionToken(token),
    ]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('resolves unknown tokens and no tokens to null', async () => {
    const response = await identity
      .http()
      .post('/internal/sessions/resolve')
      .set(signInternalCall(identity.secret))
      .send({ sessionToken: 'not-a-session', guestToken: 'not-a-guest' });
    expect(response.body).toEqual({ person: null, guest: null });
    const empty = await identity
      .http()
      .post('/internal/sessions/resolve')
      .set(signInternalCall(identity.secret))
      .send({});
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ person: null, guest: null });
    const tooLong = await identity
      .http()
      .post('/internal/sessions/resolve')
      .set(signInternalCall(identity.secret))
      .send({ sessionToken: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
  });

  it('answers only the gateway: without the internal signature, or as a person, it is refused', async () => {
    const { token } = await signedInCustomer();
    const unsigned = await identity.http().post('/internal/sessions/resolve').send({ sessionToken: token });
    expect(unsigned.status).toBe(403);
    const wrongSecret = await identity
      .http()
      .post('/internal/sessions/resolve')
      .set(signInternalCall('z'.repeat(64)))
      .send({ sessionToken: token });
    expect(wrongSecret.status).toBe(403);
    const asAdmin = await identity
      .http()
      .post('/internal/sessions/resolve')
      .set(identity.signed({ userId: 1, role: 'admin', isAdmin: true }))
      .send({ sessionToken: token });
    expect(asAdmin.status).toBe(403);
  });

  it('forgets the cached session in Redis on sign-out', async () => {
    const { browser, token } = await signedInCustomer();
    const cache = new SessionCache(identity.redis.client, identity.redis.keyPrefix, identity.secret);
    const sid = hashSessionToken(token);
    await cache.set(sid, (await browser.resolve()).person);
    expect(await identity.redis.client.exists(`${identity.redis.keyPrefix}session:${sid}`)).toBe(1);
    await browser.post('/api/logout');
    expect(await identity.redis.client.exists(`${identity.redis.keyPrefix}session:${sid}`)).toBe(0);
    const again = identity.browser();
    again.cookies.set(SESSION_COOKIE, token);
    await expect(again.resolve()).resolves.toMatchObject({ person: null });
  });
});
