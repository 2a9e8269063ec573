import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@app/contracts';
import {
  createTestDatabase,
  deleteAmqpNamespace,
  ensureTestServers,
  SmtpCatcher,
  startSmtpCatcher,
  TestDatabase,
  uniqueNamespace,
} from '@app/testing';
import { BrowserLikeClient } from './support/http-client';
import { ServiceProcess, startServiceProcess } from './support/service-process';

/**
 * Issue 18 item 3: ADMIN_EMAIL cannot be squatted. Identity runs as a process behind a gateway and is restarted with
 * ADMIN_EMAIL naming first an unverified account (someone registered the address before the operator), then a
 * verified one.
 */
describe('the first admin from ADMIN_EMAIL', () => {
  const secret = randomBytes(32).toString('hex');
  const tag = randomBytes(3).toString('hex');
  const squatted = `boss-${tag}@example.ie`;
  const owned = `owner-${tag}@example.ie`;
  const adminPassword = 'Chosen#Admin1';
  let database: TestDatabase;
  let namespace: string;
  let amqpUrl: string;
  let identityEnv: Record<string, string>;
  let smtp: SmtpCatcher;
  let identity: ServiceProcess;
  let gateway: ServiceProcess;

  beforeAll(async () => {
    const urls = await ensureTestServers('postgres', 'rabbitmq', 'redis');
    amqpUrl = urls.amqpUrl;
    database = await createTestDatabase('system-admin-bootstrap');
    namespace = uniqueNamespace('system-admin-bootstrap');
    smtp = await startSmtpCatcher();
    identityEnv = {
      DATABASE_URL: database.url,
      AMQP_URL: amqpUrl,
      EVENTS_NAMESPACE: namespace,
      INTERNAL_SECRET: secret,
      REDIS_URL: urls.redisUrl,
      REDIS_KEY_PREFIX: `${namespace}:`,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    };
    identity = await startServiceProcess('identity', identityEnv, '/ready');
    gateway = await startServiceProcess('gateway', {
      INTERNAL_SECRET: secret,
      REDIS_URL: urls.redisUrl,
      REDIS_KEY_PREFIX: `${namespace}:`,
      IDENTITY_URL: identity.url,
      RATE_LIMIT_MULTIPLIER: '100',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await identity?.stop();
    await smtp?.close();
    await deleteAmqpNamespace(amqpUrl, namespace, ['identity']).catch(() => undefined);
    await database?.drop();
  });

  const client = () => new BrowserLikeClient(gateway.url);

  async function register(contact: string): Promise<BrowserLikeClient> {
    const browser = client();
    const response = await browser.post('/api/customer/register', {
      firstName: 'Dara',
      lastName: 'Walsh',
      contact,
      city: 'Cork',
      password: 'secret1',
    });
    expect(response.status).toBe(201);
    return browser;
  }

  async function restartIdentity(adminEmail: string): Promise<void> {
    await identity.stop();
    identity = await startServiceProcess(
      'identity',
      { ...identityEnv, ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword },
      '/ready',
      { port: identity.port },
    );
  }

  const signIn = (contact: string, password: string) => client().post('/api/customer/login', { contact, password });

  it('never promotes an unverified account: the squatter keeps a customer account and its own password', async () => {
    await register(squatted);
    await restartIdentity(squatted);

    const withAdminPassword = await signIn(squatted, adminPassword);
    expect(withAdminPassword.status).toBe(401);
    const withOwnPassword = await signIn(squatted, 'secret1');
    expect(withOwnPassword.status).toBe(200);
    expect(withOwnPassword.json.customer).toMatchObject({ isAdmin: false, isEmailVerified: false });
    expect(identity.output()).toContain(`ADMIN_EMAIL ${squatted} belongs to user`);
    expect(identity.output()).toContain('whose address is not verified: NOT made an admin');
  });

  it('promotes a verified account, sets its password from ADMIN_PASSWORD and ends its sessions', async () => {
    const holder = await register(owned);
    const since = smtp.mails.length;
    expect((await client().post('/api/auth/resend-verification', { email: owned })).status).toBe(200);
    const code = await smtp.codeFor(owned, since);
    expect((await client().post('/api/auth/verify-email', { email: owned, code })).status).toBe(200);
    expect(holder.cookie(SESSION_COOKIE)).toBeDefined();
    await expect(holder.get('/api/customer/auth')).resolves.toMatchObject({ json: { authenticated: true } });

    await restartIdentity(owned);

    await expect(holder.get('/api/customer/auth')).resolves.toMatchObject({ json: { authenticated: false } });
    expect((await signIn(owned, 'secret1')).status).toBe(401);
    const admin = await signIn(owned, adminPassword);
    expect(admin.status).toBe(200);
    expect(admin.json.customer).toMatchObject({ isAdmin: true, isEmailVerified: true });
    expect(identity.output()).toMatch(
      new RegExp(
        `Made ${owned.replace('.', '\\.')} \\(user \\d+\\) an admin from ADMIN_EMAIL: password set from ADMIN_PASSWORD, 1 session\\(s\\) ended`,
      ),
    );
  });
});
