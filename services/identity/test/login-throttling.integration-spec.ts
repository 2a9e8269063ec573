import { CustomerFactory, GatewayBrowser, uniqueEmail } from '@app/testing';
import { ACCOUNT_RULE, CLIENT_RULE, MAX_FAILED_LOGINS } from '../src/auth/login-lock';
import { IdentityHarness, startIdentityHarness } from './support/identity-harness';

jest.setTimeout(120_000);

const PASSWORD = 'secret1';
const LOCKED = /^Account locked due to too many failed login attempts\. Try again after \d{2}:\d{2}\.$/;
const NETWORK_BLOCKED = /^Too many failed sign-in attempts from your network\. Try again after \d{2}:\d{2}\.$/;

/**
 * Sign-in throttling against real Postgres (auth/login-lock.ts): the spec's lock counted per account AND client
 * network, a per-network limit across accounts, and an account-wide slow-down that spares networks the owner
 * signed in from; a password reset always lets the owner back in. Each test uses addresses of its own.
 */
describe('sign-in throttling', () => {
  let identity: IdentityHarness;
  let nextNetwork = 1;

  beforeAll(async () => {
    identity = await startIdentityHarness('identity-throttling');
  });

  afterAll(async () => {
    await identity?.stop();
  });

  /** A browser on an address no other test uses (each test gets fresh /24s). */
  function browserAt(ip = `10.${nextNetwork++}.0.1`): GatewayBrowser {
    const browser = identity.browser();
    browser.ip = ip;
    return browser;
  }

  async function registerCustomer(): Promise<string> {
    const contact = uniqueEmail('throttled');
    await new CustomerFactory(identity).create({ contact, password: PASSWORD }, browserAt());
    return contact;
  }

  const login = (browser: GatewayBrowser, contact: string, password = PASSWORD) =>
    browser.post('/api/customer/login', { contact, password });

  async function failTimes(browser: GatewayBrowser, contact: string, times: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) statuses.push((await login(browser, contact, 'wrong')).status);
    return statuses;
  }

  it("locks the account for the stranger's network only: the owner still signs in from theirs", async () => {
    const contact = await registerCustomer();
    const stranger = browserAt();
    expect(await failTimes(stranger, contact, MAX_FAILED_LOGINS)).toEqual(Array(MAX_FAILED_LOGINS).fill(401));
    const locked = await login(stranger, contact);
    expect(locked.status).toBe(423);
    expect(locked.body.message).toMatch(LOCKED);

    const owner = browserAt();
    await expect(login(owner, contact)).resolves.toMatchObject({ status: 200 });
    // The owner's success does not lift the stranger's lock.
    await expect(login(stranger, contact)).resolves.toMatchObject({ status: 423 });
  });

  it('places and announces a lock once when many wrong passwords arrive at the same moment', async () => {
    const contact = await registerCustomer();
    const stranger = browserAt();
    const statuses = await Promise.all(Array.from({ length: 10 }, () => login(stranger, contact, 'wrong')));
    expect(statuses.every((response) => response.status === 401 || response.status === 423)).toBe(true);
    await expect(login(stranger, contact)).resolves.toMatchObject({ status: 423 });
    const userId = (await identity.sql.query('SELECT id FROM identity.users WHERE email = $1', [contact])).rows[0].id;
    const locks = (await identity.outbox('user.locked')).filter((event) => event.payload.userId === userId);
    expect(locks).toHaveLength(1);
  });

  it('slows an account attacked from many networks, except on networks the owner signed in from', async () => {
    const contact = await registerCustomer();
    const home = browserAt();
    await expect(login(home, contact)).resolves.toMatchObject({ status: 200 });

    // A botnet: each address stays under the per-network lock, together they reach the account ceiling.
    const perBot = MAX_FAILED_LOGINS - 1;
    const bots = Math.ceil(ACCOUNT_RULE.limit / perBot);
    for (let bot = 0; bot < bots; bot += 1) {
      expect(await failTimes(browserAt(), contact, perBot)).toEqual(Array(perBot).fill(401));
    }
    const fresh = await login(browserAt(), contact);
    expect(fresh.status).toBe(423);
    expect(fresh.body.message).toMatch(LOCKED);
    const slowedUntil = await identity.sql.query(
      `SELECT blocked_until FROM identity.login_throttles t JOIN identity.users u ON t.subject = u.id::text
        WHERE t.scope = 'account' AND u.email = $1`,
      [contact],
    );
    const minutes = (slowedUntil.rows[0].blocked_until.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeLessThanOrEqual(ACCOUNT_RULE.blockMs / 60_000);

    await expect(login(home, contact)).resolves.toMatchObject({ status: 200 });
  });

  it('lets the owner back in from anywhere after a password reset, however the account was attacked', async () => {
    const contact = await registerCustomer();
    const stranger = browserAt();
    await failTimes(stranger, contact, MAX_FAILED_LOGINS);
    for (let bot = 0; bot < ACCOUNT_RULE.limit / (MAX_FAILED_LOGINS - 1); bot += 1) {
      await failTimes(browserAt(), contact, MAX_FAILED_LOGINS - 1);
    }
    const travelling = browserAt();
    await expect(login(travelling, contact)).resolves.toMatchObject({ status: 423 });

    const since = identity.smtp.mails.length;
    expect((await travelling.post('/api/auth/request-password-reset', { email: contact })).status).toBe(200);
    const code = await identity.smtp.codeFor(contact, since);
    const reset = await travelling.post('/api/auth/reset-password', {
      email: contact,
      code,
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(reset.status).toBe(200);
    await expect(login(travelling, contact, 'N3w!Password')).resolves.toMatchObject({ status: 200 });
    const left = await identity.sql.query(
      `SELECT count(*)::int AS count FROM identity.login_throttles t JOIN identity.users u
          ON t.subject = u.id::text OR t.subject LIKE u.id::text || '|%'
        WHERE u.email = $1 AND t.scope IN ('account', 'account_client')`,
      [contact],
    );
    expect(left.rows[0].count).toBe(0);
  });

  it('blocks a network spraying passwords over many accounts with 429, counting an IPv6 /64 as one network', async () => {
    const contact = await registerCustomer();
    const network = `2001:db8:${nextNetwork++}:7`;
    for (let attempt = 0; attempt < CLIENT_RULE.limit; attempt += 1) {
      // Rotating the low 64 bits changes nothing.
      const sprayer = browserAt(`${network}::${(attempt + 1).toString(16)}`);
      expect((await login(sprayer, uniqueEmail('nobody'), 'guess')).status).toBe(401);
    }
    const blocked = await login(browserAt(`${network}::beef`), contact);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(NETWORK_BLOCKED);

    await expect(login(browserAt(), contact)).resolves.toMatchObject({ status: 200 });
  });
});
