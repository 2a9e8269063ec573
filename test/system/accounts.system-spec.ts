import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ANONYMOUS, signIdentity } from '@app/auth-context';
import { SESSION_COOKIE } from '@app/contracts';
import {
  createTestDatabase,
  deleteAmqpNamespace,
  ensureTestServers,
  TestDatabase,
  uniqueNamespace,
  waitFor,
  SmtpCatcher,
  startSmtpCatcher,
} from '@app/testing';
import { BrowserLikeClient } from './support/http-client';
import { ServiceProcess, startServiceProcess } from './support/service-process';

/** Accounts end to end through the gateway: identity and the gateway as separate processes, RabbitMQ, Redis, SMTP. */
describe('accounts through the gateway', () => {
  const secret = randomBytes(32).toString('hex');
  const adminEmail = 'admin@system-test.ie';
  const adminPassword = 'Admin#Passw0rd';
  let database: TestDatabase;
  let namespace: string;
  let amqpUrl: string;
  let smtp: SmtpCatcher;
  let identity: ServiceProcess;
  let gateway: ServiceProcess;
  let sql: Client;

  beforeAll(async () => {
    const urls = await ensureTestServers('postgres', 'rabbitmq', 'redis');
    amqpUrl = urls.amqpUrl;
    database = await createTestDatabase('system-accounts');
    namespace = uniqueNamespace('system-accounts');
    smtp = await startSmtpCatcher();
    const redisKeyPrefix = `${namespace}:`;
    identity = await startServiceProcess(
      'identity',
      {
        DATABASE_URL: database.url,
        AMQP_URL: amqpUrl,
        EVENTS_NAMESPACE: namespace,
        INTERNAL_SECRET: secret,
        REDIS_URL: urls.redisUrl,
        REDIS_KEY_PREFIX: redisKeyPrefix,
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      '/ready',
    );
    gateway = await startServiceProcess('gateway', {
      INTERNAL_SECRET: secret,
      REDIS_URL: urls.redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      IDENTITY_URL: identity.url,
      RATE_LIMIT_MULTIPLIER: '100',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    });
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await gateway?.stop();
    await identity?.stop();
    await smtp?.close();
    await deleteAmqpNamespace(amqpUrl, namespace, ['identity']).catch(() => undefined);
    await database?.drop();
  });

  const client = () => new BrowserLikeClient(gateway.url);
  const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.ie`;

  async function registerCustomer(browser: BrowserLikeClient, contact = uniqueEmail('customer')) {
    const response = await browser.post('/api/customer/register', {
      firstName: 'Aoife',
      lastName: 'Byrne',
      contact,
      city: 'Galway',
      password: 'secret1',
      role: 'customer',
    });
    expect(response.status).toBeLessThan(300);
    return contact;
  }

  async function signInAdmin(): Promise<BrowserLikeClient> {
    const admin = client();
    const response = await admin.post('/api/auth/login', {
      email: adminEmail,
      password: adminPassword,
      rememberMe: false,
    });
    expect(response.status).toBe(200);
    expect(response.json.requiresVerification).toBe(false);
    return admin;
  }

  it('registers a customer with a session cookie, signs out and signs in again', async () => {
    const browser = client();
    const contact = await registerCustomer(browser);
    const firstToken = browser.cookie(SESSION_COOKIE);
    expect(firstToken).toBeDefined();
    await expect(browser.get('/api/customer/auth')).resolves.toMatchObject({
      status: 200,
      json: { authenticated: true, customer: { firstName: 'Aoife' } },
    });

    await browser.post('/api/customer/logout');
    await expect(browser.get('/api/customer/auth')).resolves.toMatchObject({ json: { authenticated: false } });

    const login = await browser.post('/api/customer/login', { contact, password: 'secret1' });
    expect(login.status).toBe(200);
    expect(login.json.customer.firstName).toBe('Aoife');
    expect(browser.cookie(SESSION_COOKIE)).not.toBe(firstToken);
  });

  it('answers validation mistakes with the spec messages', async () => {
    const browser = client();
    const cases: Array<[string, unknown, string]> = [
      [
        '/api/customer/register',
        { firstName: '', lastName: 'B', contact: 'x@y.ie', city: 'C', password: 'secret1' },
        'First name is required',
      ],
      [
        '/api/customer/register',
        { firstName: 'A', lastName: 'B', contact: 'nope', city: 'C', password: 'secret1' },
        'Please enter a valid email address or phone number',
      ],
      [
        '/api/customer/register',
        { firstName: 'A', lastName: 'B', contact: 'x@y.ie', city: 'C', password: '123' },
        'Password must be at least 6 characters',
      ],
      ['/api/customer/login', { contact: '', password: 'x' }, 'Email or phone number is required'],
      ['/api/shop-owner/login', { emailOrPhone: 'x@y.ie', password: '' }, 'Please enter your password'],
      [
        '/api/auth/register',
        {
          firstName: 'Al',
          lastName: 'Bo',
          email: 'al@bo.ie',
          password: 'weakpassword',
          city: 'Cork',
          role: 'customer',
        },
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ],
      ['/api/auth/verify-email', { email: 'al@bo.ie', code: '12' }, 'Verification code must be 6 digits'],
    ];
    for (const [path, body, message] of cases) {
      const response = await browser.post(path, body);
      expect({ path, status: response.status, message: response.json?.message }).toEqual({
        path,
        status: 400,
        message,
      });
    }
  });

  it('verifies an e-mail and resets a password with codes from the SMTP server, refusing reused codes', async () => {
    const browser = client();
    const email = uniqueEmail('combined');
    const mailsBefore = smtp.mails.length;
    const register = await browser.post('/api/auth/register', {
      firstName: 'Ciara',
      lastName: 'Walsh',
      email,
      password: 'Str0ng!Pass',
      city: 'Cork',
      role: 'customer',
      contactMethod: 'email',
    });
    expect(register.status).toBeLessThan(300);
    expect(register.json.requiresVerification).toBe(true);
    const verificationCode = await smtp.codeFor(email, mailsBefore);
    expect((await browser.post('/api/auth/verify-email', { email, code: verificationCode })).status).toBe(200);
    expect(
      (await browser.post('/api/auth/verify-email', { email, code: verificationCode })).status,
    ).toBeGreaterThanOrEqual(400);

    const login = await browser.post('/api/auth/login', { email, password: 'Str0ng!Pass', rememberMe: true });
    expect(login.status).toBe(200);
    expect(login.json.requiresVerification).toBe(false);
    await expect(browser.get('/api/auth/user')).resolves.toMatchObject({ status: 200, json: { email } });

    const beforeReset = smtp.mails.length;
    expect((await client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
    const resetCode = await smtp.codeFor(email, beforeReset);
    const reset = await client().post('/api/auth/reset-password', {
      email,
      code: resetCode,
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(reset.status).toBe(200);
    const reused = await client().post('/api/auth/reset-password', {
      email,
      code: resetCode,
      newPassword: 'An0ther!Pass',
      confirmPassword: 'An0ther!Pass',
    });
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(reused.status).toBeLessThan(500);

    await expect(browser.get('/api/auth/user')).resolves.toMatchObject({ status: 401 });
    const relogin = await client().post('/api/auth/login', { email, password: 'N3w!Password', rememberMe: false });
    expect(relogin.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    const before = smtp.mails.length;
    await client().post('/api/auth/register', {
      firstName: 'Sean',
      lastName: 'Kelly',
      email,
      password: 'Str0ng!Pass',
      city: 'Sligo',
      role: 'customer',
    });
    const code = await smtp.codeFor(email, before);
    await sql.query(
      `UPDATE identity.verification_codes SET expires_at = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM identity.users WHERE email = $1)`,
      [email],
    );
    const response = await client().post('/api/auth/verify-email', { email, code });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('locks an account after the fifth failed sign-in and lets it in again when the lock ends', async () => {
    const browser = client();
    const contact = await registerCustomer(browser);
    await browser.post('/api/customer/logout');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await client().post('/api/customer/login', { contact, password: 'wrong-password' });
      expect(failed.status).toBe(401);
    }
    const locked = await client().post('/api/customer/login', { contact, password: 'secret1' });
    expect(locked.status).toBeGreaterThanOrEqual(400);
    expect(locked.json.message).toMatch(/lock/i);

    await sql.query("UPDATE identity.users SET account_locked_until = now() - interval '1 second' WHERE email = $1", [
      contact,
    ]);
    await expect(client().post('/api/customer/login', { contact, password: 'secret1' })).resolves.toMatchObject({
      status: 200,
    });
  });

  it('ends a banned customer’s live session at once and refuses their sign-in', async () => {
    const customer = client();
    const contact = await registerCustomer(customer);
    const customerId = (await customer.get('/api/customer/auth')).json.customer.id as number;
    const admin = await signInAdmin();

    const ban = await admin.request('PATCH', `/api/admin/customers/${customerId}/ban`, {
      banned: true,
      reason: 'Spam',
    });
    expect(ban.status).toBe(200);
    await expect(customer.get('/api/customer/auth')).resolves.toMatchObject({ json: { authenticated: false } });
    const refused = await client().post('/api/customer/login', { contact, password: 'secret1' });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Your account has been suspended.');

    const events = await waitFor('the ban event in the outbox', async () => {
      const result = await sql.query("SELECT actor FROM identity.outbox_events WHERE name = 'user.banned'");
      return result.rows.length > 0 ? result.rows : undefined;
    });
    expect(events[0].actor).toMatchObject({ role: 'admin', reason: 'Spam' });
  });

  it('refuses a customer on an admin endpoint, and ignores an identity header sent by the client', async () => {
    const customer = client();
    await registerCustomer(customer);
    await expect(customer.get('/api/admin/users')).resolves.toMatchObject({ status: 403 });

    const forged = signIdentity({ ...ANONYMOUS, userId: 1, role: 'customer', isAdmin: true }, secret);
    await expect(client().get('/api/admin/users', forged)).resolves.toMatchObject({ status: 401 });

    const admin = await signInAdmin();
    const users = await admin.get('/api/admin/users?limit=5');
    expect(users.status).toBe(200);
    expect(users.json).toMatchObject({ totalCount: expect.any(Number), totalPages: expect.any(Number) });
  });

  it('serves shop-owner sign-up, sign-in, profile and sign-out, and the provider login redirect', async () => {
    const owner = client();
    const email = uniqueEmail('owner');
    const register = await owner.post('/api/shop-owner/register', {
      firstName: 'Niamh',
      lastName: 'Doyle',
      email,
      phone: null,
      city: 'Kilkenny',
      password: 'secret1',
      contactMethod: 'email',
    });
    expect(register.status).toBe(201);
    await expect(owner.get('/api/shop-owner/profile')).resolves.toMatchObject({ status: 200, json: { email } });
    await owner.post('/api/shop-owner/logout');
    await expect(owner.get('/api/shop-owner/profile')).resolves.toMatchObject({ status: 401 });
    const login = await owner.post('/api/shop-owner/login', { emailOrPhone: email, password: 'secret1' });
    expect(login.status).toBe(200);
    await expect(owner.get('/api/shop-owner/profile')).resolves.toMatchObject({ status: 200 });
    await owner.post('/api/logout');
    await expect(owner.get('/api/auth/user')).resolves.toMatchObject({ status: 401 });

    const provider = await client().get('/api/login');
    expect(provider.status).toBe(302);
    expect(provider.headers.get('location')).toBe('/?login=choose');
  });

  it('keeps a guest session by cookie and sends at most one verification code a minute', async () => {
    const guest = client();
    await expect(guest.get('/api/guest-session')).resolves.toMatchObject({ status: 200, json: { guestSession: null } });
    const missing = await guest.post('/api/guest-session', {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Please provide either an email or phone number.');
    const created = await guest.post('/api/guest-session', { email: uniqueEmail('guest') });
    expect(created.status).toBe(201);
    await expect(guest.get('/api/guest-session')).resolves.toMatchObject({
      json: { guestSession: { id: created.json.guestSession.id } },
    });

    const email = uniqueEmail('resend');
    await client().post('/api/auth/register', {
      firstName: 'Orla',
      lastName: 'Nolan',
      email,
      password: 'Str0ng!Pass',
      city: 'Ennis',
      role: 'customer',
    });
    await smtp.codeFor(email);
    // A second code within the minute is not sent, and the answer does not say so (issue 18: no enumeration).
    const tooSoon = await client().post('/api/auth/resend-verification', { email });
    expect(tooSoon.status).toBe(200);
    expect(tooSoon.json.message).toBe('A new verification code has been sent to your email.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('lets an admin list, suspend, unsuspend and delete people and export customers as CSV', async () => {
    const admin = await signInAdmin();
    const owner = client();
    const ownerEmail = uniqueEmail('moderated-owner');
    await owner.post('/api/shop-owner/register', {
      firstName: 'Liam',
      lastName: 'Ryan',
      email: ownerEmail,
      phone: null,
      city: 'Tralee',
      password: 'secret1',
      contactMethod: 'email',
    });
    const owners = await admin.get(`/api/admin/shop-owners?search=${encodeURIComponent(ownerEmail)}`);
    expect(owners.status).toBe(200);
    expect(owners.json.shopOwners).toHaveLength(1);
    const ownerId = owners.json.shopOwners[0].id as number;

    const suspend = await admin.request('PUT', `/api/admin/shop-owners/${ownerId}/suspend`, {
      reason: 'Fake listings',
    });
    expect(suspend.status).toBe(200);
    await expect(owner.get('/api/shop-owner/profile')).resolves.toMatchObject({ status: 401 });
    const suspended = await admin.get(
      `/api/admin/shop-owners?status=suspended&search=${encodeURIComponent(ownerEmail)}`,
    );
    expect(suspended.json.shopOwners.map((row: { id: number }) => row.id)).toEqual([ownerId]);
    expect((await admin.request('PUT', `/api/admin/shop-owners/${ownerId}/unsuspend`)).status).toBe(200);
    expect(
      (await client().post('/api/shop-owner/login', { emailOrPhone: ownerEmail, password: 'secret1' })).status,
    ).toBe(200);

    const customer = client();
    const contact = await registerCustomer(customer);
    const users = await admin.get(`/api/admin/users?role=customer&search=${encodeURIComponent(contact)}`);
    expect(users.json.users).toHaveLength(1);
    const customerId = users.json.users[0].id as number;
    expect((await admin.request('PUT', `/api/admin/users/${customerId}/suspend`, { reason: 'Abuse' })).status).toBe(
      200,
    );
    expect((await admin.request('PUT', `/api/admin/users/${customerId}/unsuspend`)).status).toBe(200);

    const customers = await admin.get('/api/admin/customers');
    expect(customers.status).toBe(200);
    expect(customers.json.some((row: { id: number }) => row.id === customerId)).toBe(true);
    const csv = await admin.get('/api/admin/customers/export');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="customers-.*\.csv"/);
    expect(csv.text).toContain('ID');
    expect(csv.text).toContain(contact);

    expect((await admin.request('DELETE', `/api/admin/customers/${customerId}`)).status).toBe(200);
    await expect(customer.get('/api/customer/auth')).resolves.toMatchObject({ json: { authenticated: false } });
    expect((await admin.request('DELETE', `/api/admin/shop-owners/${ownerId}`)).status).toBe(200);
    const deleted = await sql.query("SELECT count(*) FROM identity.outbox_events WHERE name = 'user.deleted'");
    expect(Number(deleted.rows[0].count)).toBeGreaterThanOrEqual(2);
    const userRow = await sql.query('SELECT count(*) FROM identity.users WHERE id = ANY($1)', [[customerId, ownerId]]);
    expect(Number(userRow.rows[0].count)).toBe(0);
  });
});
