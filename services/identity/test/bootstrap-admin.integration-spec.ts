import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { Env, loadConfig } from '@app/config';
import { identityConfigSchema, identityService } from '@app/identity';
import { createTestDatabase, CustomerFactory, ServiceHarness, startServiceHarness, TestDatabase } from '@app/testing';

jest.setTimeout(60_000);

describe('the first admin', () => {
  let database: TestDatabase;
  let sql: Client;
  const secret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    database = await createTestDatabase('identity-bootstrap');
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  /** The identity app started with `env` on the test's one database, which outlives it. */
  const start = (env: Env) =>
    startServiceHarness({ service: identityService, schema: 'identity', label: 'identity-bootstrap', env, database });

  const admins = async () =>
    (
      await sql.query(
        'SELECT email, role, is_admin, is_email_verified, password FROM identity.users WHERE is_admin ORDER BY id',
      )
    ).rows;

  it('creates admin@localshop.ie once in embedded mode, when no admin exists', async () => {
    let identity = await start({ AUTH_EMBEDDED_ADMIN: 'true' });
    await identity.stop();
    const first = await admins();
    expect(first).toEqual([
      {
        email: 'admin@localshop.ie',
        role: 'admin',
        is_admin: true,
        is_email_verified: true,
        password: expect.stringMatching(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/),
      },
    ]);
    identity = await start({ AUTH_EMBEDDED_ADMIN: 'true' });
    await identity.stop();
    expect(await admins()).toEqual(first);
  });

  const registerCustomer = async (identity: ServiceHarness, contact: string) =>
    (await new CustomerFactory(identity).create({ firstName: 'Orla', lastName: 'Quinn', contact, city: 'Derry' }))
      .response;

  it('never promotes an unverified account named by ADMIN_EMAIL: a squatter keeps a plain account', async () => {
    let identity = await start({});
    await registerCustomer(identity, 'squat@example.ie');
    await identity.stop();

    identity = await start({ ADMIN_EMAIL: 'SQUAT@example.ie', ADMIN_PASSWORD: 'Chosen!Pass1' });
    const login = await identity
      .http()
      .post('/api/customer/login')
      .send({ contact: 'squat@example.ie', password: 'secret1' });
    expect(login.status).toBe(200);
    expect(login.body.customer).toMatchObject({ isAdmin: false, isEmailVerified: false });
    const chosen = await identity
      .http()
      .post('/api/customer/login')
      .send({ contact: 'squat@example.ie', password: 'Chosen!Pass1' });
    expect(chosen.status).toBe(401);
    const events = await sql.query(
      `SELECT name FROM identity.outbox_events WHERE name IN ('user.updated', 'user.password_reset')`,
    );
    expect(events.rows).toEqual([]);
    await identity.stop();
  });

  it('promotes a verified account named by ADMIN_EMAIL, sets its password from ADMIN_PASSWORD, ends its sessions', async () => {
    let identity = await start({});
    const registered = await registerCustomer(identity, 'orla@example.ie');
    const cookie = ([] as string[]).concat(registered.headers['set-cookie'] ?? []);
    expect(cookie.length).toBeGreaterThan(0);
    await sql.query(`UPDATE identity.users SET is_email_verified = true WHERE email = 'orla@example.ie'`);
    const sessionsBefore = await sql.query(
      `SELECT count(*)::int AS n FROM identity.sessions s JOIN identity.users u ON s.sess->>'userId' = u.id::text
        WHERE u.email = 'orla@example.ie'`,
    );
    expect(sessionsBefore.rows[0].n).toBe(1);
    await identity.stop();

    identity = await start({ ADMIN_EMAIL: 'ORLA@example.ie', ADMIN_PASSWORD: 'Chosen!Pass1' });
    const sessionsAfter = await sql.query(
      `SELECT count(*)::int AS n FROM identity.sessions s JOIN identity.users u ON s.sess->>'userId' = u.id::text
        WHERE u.email = 'orla@example.ie'`,
    );
    expect(sessionsAfter.rows[0].n).toBe(0);
    const old = await identity
      .http()
      .post('/api/customer/login')
      .send({ contact: 'orla@example.ie', password: 'secret1' });
    expect(old.status).toBe(401);
    const login = await identity
      .http()
      .post('/api/customer/login')
      .send({ contact: 'orla@example.ie', password: 'Chosen!Pass1' });
    expect(login.status).toBe(200);
    expect(login.body.customer).toMatchObject({ isAdmin: true, role: 'customer', isEmailVerified: true });
    const events = await sql.query(
      `SELECT name, payload FROM identity.outbox_events WHERE name IN ('user.updated', 'user.password_reset')`,
    );
    expect(events.rows).toEqual([
      { name: 'user.updated', payload: expect.objectContaining({ email: 'orla@example.ie', isAdmin: true }) },
      { name: 'user.password_reset', payload: expect.objectContaining({ userId: expect.any(Number) }) },
    ]);
    await identity.stop();
  });

  it('names the variable when only one of ADMIN_EMAIL and ADMIN_PASSWORD is set', () => {
    expect(() =>
      loadConfig(identityConfigSchema, { DATABASE_URL: database.url, INTERNAL_SECRET: secret, ADMIN_EMAIL: 'a@b.ie' }),
    ).toThrow('ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    expect(() =>
      loadConfig(identityConfigSchema, { DATABASE_URL: database.url, INTERNAL_SECRET: secret, SMTP_URL: 'http://x' }),
    ).toThrow('SMTP_URL: must be an smtp:// or smtps:// URL');
  });
});
