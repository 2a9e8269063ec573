import { randomBytes } from 'node:crypto';
import { INestApplication, Logger } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { Env, loadConfig } from '@app/config';
import { identityConfigSchema, identityService } from '@app/identity';
import { createServiceApp } from '@app/service-kit';
import { createTestDatabase, TestDatabase, uniqueNamespace } from '@app/testing';

jest.setTimeout(60_000);

describe('the first admin', () => {
  let database: TestDatabase;
  let sql: Client;
  const secret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    Logger.overrideLogger(['error']);
    database = await createTestDatabase('identity-bootstrap');
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  async function start(env: Env): Promise<INestApplication> {
    const config = loadConfig(identityConfigSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      INTERNAL_SECRET: secret,
      EVENTS_NAMESPACE: uniqueNamespace('bootstrap'),
      ...env,
    });
    const app = await createServiceApp(identityService, config, { handleSignals: false });
    await app.init();
    return app;
  }

  const admins = async () =>
    (
      await sql.query(
        'SELECT email, role, is_admin, is_email_verified, password FROM identity.users WHERE is_admin ORDER BY id',
      )
    ).rows;

  it('creates admin@localshop.ie once in embedded mode, when no admin exists', async () => {
    let app = await start({ AUTH_EMBEDDED_ADMIN: 'true' });
    await app.close();
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
    app = await start({ AUTH_EMBEDDED_ADMIN: 'true' });
    await app.close();
    expect(await admins()).toEqual(first);
  });

  it('promotes and verifies an existing account named by ADMIN_EMAIL, keeping its password', async () => {
    let app = await start({});
    const registered = await request(app.getHttpServer()).post('/api/customer/register').send({
      firstName: 'Orla',
      lastName: 'Quinn',
      contact: 'orla@example.ie',
      city: 'Derry',
      password: 'secret1',
    });
    expect(registered.status).toBe(201);
    await app.close();

    app = await start({ ADMIN_EMAIL: 'ORLA@example.ie', ADMIN_PASSWORD: 'Ignored!Pass1' });
    const login = await request(app.getHttpServer())
      .post('/api/customer/login')
      .send({ contact: 'orla@example.ie', password: 'secret1' });
    expect(login.status).toBe(200);
    expect(login.body.customer).toMatchObject({ isAdmin: true, role: 'customer', isEmailVerified: true });
    const updated = await sql.query("SELECT payload FROM identity.outbox_events WHERE name = 'user.updated'");
    expect(updated.rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({ email: 'orla@example.ie', isAdmin: true }),
    ]);
    await app.close();
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
