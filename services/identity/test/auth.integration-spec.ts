import { hashSessionToken, SessionCache } from '@app/auth-context';
import { GUEST_COOKIE, SESSION_COOKIE, STRONG_PASSWORD_MESSAGE } from '@app/contracts';
import {
  AccountFactory,
  AccountFields,
  CustomerFactory,
  ShopOwnerFactory,
  uniqueEmail,
  uniquePhone,
} from '@app/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, IdentityHarness, startIdentityHarness } from './support/identity-harness';
import { MailService } from '../src/mail/mail.service';
import { PasswordHasher } from '../src/users/password-hasher';

jest.setTimeout(60_000);

const STRONG = 'Str0ng!Pass';
/** Every refused verification or reset code answers this, whatever the reason (issue 18: no enumeration). */
const REFUSED_CODE = 'Invalid or expired code. Please request a new one.';

describe('identity sign-in, registration, verification and reset', () => {
  let identity: IdentityHarness;
  let accounts: AccountFactory;
  let customers: CustomerFactory;

  beforeAll(async () => {
    identity = await startIdentityHarness('identity-auth');
    accounts = new AccountFactory(identity);
    customers = new CustomerFactory(identity);
  });

  afterAll(async () => {
    await identity?.stop();
  });

  /** A registration on the combined screen, answered as it may be, and the count of mails sent before it. */
  async function registerCombined(email = uniqueEmail('combined'), extra: AccountFields = {}) {
    const since = identity.smtp.mails.length;
    const response = await identity.browser().post('/api/auth/register', accounts.build({ email, ...extra }));
    return { response, email, since };
  }

  async function registerVerified(email = uniqueEmail('verified')) {
    const { since } = await registerCombined(email);
    const code = await identity.smtp.codeFor(email, since);
    expect((await identity.browser().post('/api/auth/verify-email', { email, code })).status).toBe(200);
    return email;
  }

  async function expectMessage(path: string, body: unknown, status: number, message: string) {
    const response = await identity.browser().post(path, body);
    expect({ path, status: response.status, message: response.body.message }).toEqual({ path, status, message });
  }

  describe('the combined screen', () => {
    it('registers, mails a 6-digit code, verifies the e-mail and signs in with a remembered session', async () => {
      const { response, email, since } = await registerCombined();
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        requiresVerification: true,
        user: { email, firstName: 'Ciara', role: 'customer', isAdmin: false, isEmailVerified: false },
      });
      expect(response.body.user).not.toHaveProperty('password');
      expect(response.setCookies).toEqual([]);
      const [registered] = (await identity.outbox('user.registered')).filter((event) => event.payload.email === email);
      expect(registered.payload).toMatchObject({ userId: response.body.user.id, role: 'customer', city: 'Cork' });

      // Mail is queued after the answer: wait for it.
      const code = await identity.smtp.codeFor(email, since);
      const mail = identity.smtp.mailsTo(email).at(-1)!;
      expect(mail.raw).toContain('This code expires in 10 minutes.');
      const verified = await identity.browser().post('/api/auth/verify-email', { email, code });
      expect(verified.status).toBe(200);
      expect(verified.body.message).toBe('Email verified successfully. You can now sign in.');
      const verifiedEvents = await identity.outbox('user.email_verified');
      expect(verifiedEvents.map((event) => event.payload.userId)).toContain(response.body.user.id);

      const browser = identity.browser();
      const login = await browser.post('/api/auth/login', { email, password: STRONG, rememberMe: true });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ message: 'Login successful', requiresVerification: false, user: { email } });
      const cookie = login.setCookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=2592000/);
      const token = browser.cookies.get(SESSION_COOKIE)!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

      const me = await browser.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email, firstName: 'Ciara', lastName: 'Walsh', isAdmin: false, role: 'customer' });
      expect(me.body).toHaveProperty('profileImageUrl', null);
      const loggedIn = await identity.outbox('user.logged_in');
      expect(loggedIn.at(-1)).toMatchObject({
        payload: { userId: me.body.id, role: 'customer' },
        actor: { id: me.body.id, ip: '198.51.100.23', userAgent: 'jest-browser/1.0' },
      });
      const row = await identity.sql.query('SELECT last_login_ip, last_login_at FROM identity.users WHERE id = $1', [
        me.body.id,
      ]);
      expect(row.rows[0].last_login_ip).toBe('198.51.100.23');
    });

    it('gives a session without remember-me no Max-Age, and a new token on every sign-in', async () => {
      const email = await registerVerified();
      const browser = identity.browser();
      const first = await browser.post('/api/auth/login', { email, password: STRONG });
      const firstCookie = first.setCookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`))!;
      expect(firstCookie).not.toMatch(/Max-Age/);
      expect(firstCookie).toMatch(/HttpOnly/);
      const firstToken = browser.cookies.get(SESSION_COOKIE);
      const expiry = await identity.sql.query(
        "SELECT expire - now() < interval '25 hours' AS short FROM identity.sessions WHERE sess->>'userId' = $1::text",
        [String((await browser.resolve()).person!.userId)],
      );
      expect(expiry.rows[0].short).toBe(true);

      await browser.post('/api/auth/login', { email, password: STRONG });
      const secondToken = browser.cookies.get(SESSION_COOKIE);
      expect(secondToken).toBeDefined();
      expect(secondToken).not.toBe(firstToken);
      // The session of the cookie sent in ended with the new sign-in.
      const old = identity.browser();
      old.cookies.set(SESSION_COOKIE, firstToken!);
      await expect(old.resolve()).resolves.toMatchObject({ person: null });
    });

    it('asks an unverified person to verify instead of signing them in, and mails a fresh code', async () => {
      const { email, since } = await registerCombined();
      const firstCode = await identity.smtp.codeFor(email, since);
      await identity.sql.query(
        "UPDATE identity.verification_codes SET created_at = now() - interval '2 minutes' WHERE user_id = (SELECT id FROM identity.users WHERE email = $1)",
        [email],
      );
      const before = identity.smtp.mails.length;
      const browser = identity.browser();
      const login = await browser.post('/api/auth/login', { email, password: STRONG });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ requiresVerification: true, user: { email } });
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      const secondCode = await identity.smtp.codeFor(email, before);
      // The new code voids the old one.
      if (secondCode !== firstCode) {
        await expectMessage('/api/auth/verify-email', { email, code: firstCode }, 400, REFUSED_CODE);
      }
      expect((await identity.browser().post('/api/auth/verify-email', { email, code: secondCode })).status).toBe(200);
    });

    it('refuses role admin from anyone but an admin', async () => {
      await expectMessage(
        '/api/auth/register',
        {
          firstName: 'Eve',
          lastName: 'Hacker',
          email: uniqueEmail('eve'),
          password: STRONG,
          city: 'Cork',
          role: 'admin',
        },
        403,
        'Admin accounts can only be created by an admin',
      );
      const admin = identity.browser();
      expect(
        (await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).body,
      ).toMatchObject({
        requiresVerification: false,
        user: { isAdmin: true },
      });
      const created = await admin.post('/api/auth/register', {
        firstName: 'Second',
        lastName: 'Admin',
        email: uniqueEmail('admin2'),
        password: STRONG,
        city: 'Dublin',
        role: 'admin',
      });
      expect(created.status).toBe(201);
      expect(created.body.user).toMatchObject({ role: 'admin', isAdmin: true });
    });

    it('answers 409 for a taken e-mail or phone', async () => {
      const phone = uniquePhone();
      const { email } = await registerCombined(uniqueEmail('taken'), { phone });
      const again = await registerCombined(email.toUpperCase());
      expect(again.response.status).toBe(409);
      expect(again.response.body.message).toBe('An account with this email address already exists');
      const samePhone = await registerCombined(uniqueEmail('other'), { phone });
      expect(samePhone.response.status).toBe(409);
      expect(samePhone.response.body.message).toBe('An account with this phone number already exists');
    });

    it('answers the spec messages for bad input on every combined endpoint', async () => {
      const base = { firstName: 'Al', lastName: 'Bo', email: 'al@bo.ie', password: STRONG, city: 'Cork' };
      await expectMessage(
        '/api/auth/register',
        { ...base, firstName: 'A' },
        400,
        'First name must be at least 2 characters',
      );
      await expectMessage(
        '/api/auth/register',
        { ...base, lastName: 'B'.repeat(51) },
        400,
        'Last name must be less than 50 characters',
      );
      await expectMessage('/api/auth/register', { ...base, email: 'nope' }, 400, 'Please enter a valid email address');
      await expectMessage(
        '/api/auth/register',
        { ...base, phone: '12345' },
        400,
        'Phone number must be at least 10 digits',
      );
      await expectMessage(
        '/api/auth/register',
        { ...base, password: 'Sh0rt!' },
        400,
        'Password must be at least 8 characters',
      );
      await expectMessage('/api/auth/register', { ...base, password: 'weakpassword' }, 400, STRONG_PASSWORD_MESSAGE);
      await expectMessage('/api/auth/register', { ...base, city: 'C' }, 400, 'City must be at least 2 characters');
      await expectMessage(
        '/api/auth/login',
        { email: 'bad', password: 'x' },
        400,
        'Please enter a valid email address',
      );
      await expectMessage('/api/auth/login', { email: 'a@b.ie', password: '' }, 400, 'Password is required');
      await expectMessage(
        '/api/auth/verify-email',
        { email: 'a@b.ie', code: '12' },
        400,
        'Verification code must be 6 digits',
      );
      await expectMessage(
        '/api/auth/verify-email',
        { email: 'bad', code: '123456' },
        400,
        'Please enter a valid email address',
      );
      await expectMessage('/api/auth/resend-verification', { email: '' }, 400, 'Please enter a valid email address');
      await expectMessage(
        '/api/auth/request-password-reset',
        { email: 'x' },
        400,
        'Please enter a valid email address',
      );
      const reset = { email: 'a@b.ie', code: '123456', newPassword: STRONG, confirmPassword: STRONG };
      await expectMessage(
        '/api/auth/reset-password',
        { ...reset, code: '1234567' },
        400,
        'Verification code must be 6 digits',
      );
      await expectMessage(
        '/api/auth/reset-password',
        { ...reset, newPassword: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
        400,
        STRONG_PASSWORD_MESSAGE,
      );
      await expectMessage(
        '/api/auth/reset-password',
        { ...reset, confirmPassword: 'Other!Pass1' },
        400,
        "Passwords don't match",
      );
    });

    it('answers a wrong password and an unknown account alike', async () => {
      const email = await registerVerified();
      await expectMessage('/api/auth/login', { email, password: 'Wrong!Pass1' }, 401, 'Invalid email or password');
      await expectMessage(
        '/api/auth/login',
        { email: uniqueEmail('nobody'), password: 'Wrong!Pass1' },
        401,
        'Invalid email or password',
      );
      // The same work, so the same time: an unknown account is checked against a dummy argon2 hash. Counted, not
      // timed (a test never asserts a timing): one argon2 check per attempt either way.
      const checks = jest.spyOn(identity.app.get(PasswordHasher), 'verify');
      try {
        await identity.browser().post('/api/auth/login', { email, password: 'Wrong!Pass1' });
        const forKnown = checks.mock.calls.length;
        await identity.browser().post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'Wrong!Pass1' });
        expect({ known: forKnown, unknown: checks.mock.calls.length - forKnown }).toEqual({ known: 1, unknown: 1 });
      } finally {
        checks.mockRestore();
      }
      await identity.sql.query('UPDATE identity.users SET failed_login_attempts = 0 WHERE email = $1', [email]);
      const failures = await identity.outbox('user.login_failed');
      expect(failures.map((event) => event.payload.reason)).toEqual(
        expect.arrayContaining(['wrong_password', 'unknown_account']),
      );
    });

    it('limits verification mails to one a minute and mails nothing to a verified address, answering alike', async () => {
      const { email, since } = await registerCombined();
      await identity.smtp.codeFor(email, since);
      const mailsAfterFirst = identity.smtp.mailsTo(email).length;
      const tooSoon = await identity.browser().post('/api/auth/resend-verification', { email });
      expect(tooSoon.status).toBe(200);
      expect(tooSoon.body.message).toBe('A new verification code has been sent to your email.');
      await identity.app.get(MailService).drain();
      expect(identity.smtp.mailsTo(email)).toHaveLength(mailsAfterFirst);

      await identity.sql.query(
        "UPDATE identity.verification_codes SET created_at = now() - interval '61 seconds' WHERE user_id = (SELECT id FROM identity.users WHERE email = $1)",
        [email],
      );
      const before = identity.smtp.mails.length;
      const resent = await identity.browser().post('/api/auth/resend-verification', { email });
      expect(resent.status).toBe(200);
      expect(resent.body.message).toBe('A new verification code has been sent to your email.');
      const code = await identity.smtp.codeFor(email, before);
      expect((await identity.browser().post('/api/auth/verify-email', { email, code })).status).toBe(200);
      const mailsAfterVerified = identity.smtp.mailsTo(email).length;
      const again = await identity.browser().post('/api/auth/resend-verification', { email });
      expect(again).toMatchObject({
        status: 200,
        body: { message: 'A new verification code has been sent to your email.' },
      });
      await expectMessage('/api/auth/verify-email', { email, code }, 400, REFUSED_CODE);
      await identity.app.get(MailService).drain();
      expect(identity.smtp.mailsTo(email)).toHaveLength(mailsAfterVerified);
    });

    it('refuses an expired verification code and a code tried too often', async () => {
      const { email, since } = await registerCombined();
      const code = await identity.smtp.codeFor(email, since);
      await identity.sql.query(
        "UPDATE identity.verification_codes SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM identity.users WHERE email = $1)",
        [email],
      );
      await expectMessage('/api/auth/verify-email', { email, code }, 400, REFUSED_CODE);

      await identity.sql.query(
        "UPDATE identity.verification_codes SET created_at = now() - interval '2 minutes' WHERE user_id = (SELECT id FROM identity.users WHERE email = $1)",
        [email],
      );
      const before = identity.smtp.mails.length;
      await identity.browser().post('/api/auth/resend-verification', { email });
      const fresh = await identity.smtp.codeFor(email, before);
      const wrong = fresh === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await expectMessage('/api/auth/verify-email', { email, code: wrong }, 400, REFUSED_CODE);
      }
      await expectMessage('/api/auth/verify-email', { email, code: wrong }, 400, REFUSED_CODE);
      await expectMessage('/api/auth/verify-email', { email, code: fresh }, 400, REFUSED_CODE);
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the address exists, and mails a code only when it does', async () => {
      const unknown = uniqueEmail('unknown');
      const known = await registerVerified();
      const before = identity.smtp.mails.length;
      const a = await identity.browser().post('/api/auth/request-password-reset', { email: unknown });
      const b = await identity.browser().post('/api/auth/request-password-reset', { email: known });
      expect(a.status).toBe(200);
      expect(a.body).toEqual(b.body);
      await identity.smtp.codeFor(known, before);
      expect(identity.smtp.mailsTo(unknown)).toHaveLength(0);
    });

    it('resets with the mailed code, ends every session, and refuses the code again', async () => {
      const email = await registerVerified();
      const browser = identity.browser();
      await browser.post('/api/auth/login', { email, password: STRONG, rememberMe: true });
      const other = identity.browser();
      await other.post('/api/auth/login', { email, password: STRONG });
      expect((await browser.get('/api/auth/user')).status).toBe(200);
      const cache = new SessionCache(identity.redis.client, identity.redis.keyPrefix, identity.secret);
      const sid = hashSessionToken(browser.cookies.get(SESSION_COOKIE)!);
      await cache.set(sid, (await browser.resolve()).person);

      const before = identity.smtp.mails.length;
      await identity.browser().post('/api/auth/request-password-reset', { email });
      const code = await identity.smtp.codeFor(email, before);
      const newPassword = 'N3w!Password';
      const reset = await identity.browser().post('/api/auth/reset-password', {
        email,
        code,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.status).toBe(200);
      expect(reset.body.message).toBe('Password reset successfully. You can now sign in with your new password.');

      await expect(cache.get(sid)).resolves.toBeUndefined();
      expect(await browser.get('/api/auth/user')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
      await expect(other.resolve()).resolves.toMatchObject({ person: null });
      const user = await identity.sql.query('SELECT id, password_changed_at FROM identity.users WHERE email = $1', [
        email,
      ]);
      expect(user.rows[0].password_changed_at).toBeInstanceOf(Date);
      const resets = await identity.outbox('user.password_reset');
      expect(resets.map((event) => event.payload.userId)).toContain(user.rows[0].id);

      await expectMessage(
        '/api/auth/reset-password',
        { email, code, newPassword: 'An0ther!Pass', confirmPassword: 'An0ther!Pass' },
        400,
        'Invalid or expired code. Please request a new one.',
      );
      await expectMessage('/api/auth/login', { email, password: STRONG }, 401, 'Invalid email or password');
      expect((await identity.browser().post('/api/auth/login', { email, password: newPassword })).status).toBe(200);
    });

    it('refuses an expired reset code and a code older than the newest', async () => {
      const email = await registerVerified();
      let before = identity.smtp.mails.length;
      await identity.browser().post('/api/auth/request-password-reset', { email });
      const first = await identity.smtp.codeFor(email, before);
      await identity.sql.query(
        "UPDATE identity.password_reset_tokens SET created_at = now() - interval '2 minutes' WHERE user_id = (SELECT id FROM identity.users WHERE email = $1)",
        [email],
      );
      before = identity.smtp.mails.length;
      await identity.browser().post('/api/auth/request-password-reset', { email });
      const second = await identity.smtp.codeFor(email, before);
      const body = { email, newPassword: 'N3w!Password', confirmPassword: 'N3w!Password' };
      if (first !== second) {
        await expectMessage('/api/auth/reset-password', { ...body, code: first }, 400, REFUSED_CODE);
      }
      await identity.sql.query(
        "UPDATE identity.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM identity.users WHERE email = $1)",
        [email],
      );
      await expectMessage('/api/auth/reset-password', { ...body, code: second }, 400, REFUSED_CODE);
    });
  });

  describe('the customer screen', () => {
    it('registers with an e-mail and signs in at once', async () => {
      const { browser, response, contact } = await customers.create();
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        message: 'Congratulations! Your account has been created successfully.',
        customer: { firstName: 'Aoife', name: 'Aoife Byrne', email: contact, contactMethod: 'email', role: 'customer' },
      });
      const cookie = response.setCookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const auth = await browser.get('/api/customer/auth');
      expect(auth.body).toMatchObject({
        authenticated: true,
        customer: { id: response.body.customer.id, name: 'Aoife Byrne' },
      });
    });

    it('registers with a phone and signs in with it in another format', async () => {
      const phone = uniquePhone();
      const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)}-${phone.slice(6)}`;
      const { response } = await customers.create({ contact: spaced });
      expect(response.status).toBe(201);
      expect(response.body.customer).toMatchObject({ phone, email: null, contactMethod: 'phone' });
      const browser = identity.browser();
      const login = await browser.post('/api/customer/login', { contact: phone, password: 'secret1' });
      expect(login.status).toBe(200);
      expect(login.body.customer).toMatchObject({
        id: response.body.customer.id,
        firstName: 'Aoife',
        name: 'Aoife Byrne',
      });
    });

    it('signs out, signs in with a new token, and answers sign-out even when signed out', async () => {
      const { browser, contact } = await customers.create();
      const firstToken = browser.cookies.get(SESSION_COOKIE);
      const logout = await browser.post('/api/customer/logout');
      expect(logout.status).toBe(200);
      expect(logout.setCookies.join()).toMatch(/marketplace\.sid=; Max-Age=0/);
      expect((await browser.get('/api/customer/auth')).body).toEqual({ authenticated: false, customer: null });
      const old = identity.browser();
      old.cookies.set(SESSION_COOKIE, firstToken!);
      await expect(old.resolve()).resolves.toMatchObject({ person: null });

      const login = await browser.post('/api/customer/login', { contact, password: 'secret1' });
      expect(login.status).toBe(200);
      expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(firstToken);
      expect((await identity.browser().post('/api/customer/logout')).status).toBe(200);
      expect((await identity.browser().post('/api/logout')).status).toBe(200);
    });

    it('answers the customer screen messages', async () => {
      const base = { firstName: 'A', lastName: 'B', contact: 'x@y.ie', city: 'C', password: 'secret1' };
      await expectMessage('/api/customer/register', { ...base, firstName: '' }, 400, 'First name is required');
      await expectMessage('/api/customer/register', { ...base, lastName: ' ' }, 400, 'Last name is required');
      await expectMessage('/api/customer/register', { ...base, contact: '' }, 400, 'Email or phone number is required');
      await expectMessage(
        '/api/customer/register',
        { ...base, contact: '12345' },
        400,
        'Please enter a valid email address or phone number',
      );
      await expectMessage('/api/customer/register', { ...base, city: '' }, 400, 'City is required');
      await expectMessage(
        '/api/customer/register',
        { ...base, password: '12345' },
        400,
        'Password must be at least 6 characters',
      );
      await expectMessage(
        '/api/customer/login',
        { contact: '', password: 'x' },
        400,
        'Email or phone number is required',
      );
      await expectMessage('/api/customer/login', { contact: 'x@y.ie', password: '' }, 400, 'Password is required');
    });

    it('locks after the fifth failure, says until when, and lets the person in once the lock ends', async () => {
      const { contact } = await customers.create();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await expectMessage('/api/customer/login', { contact, password: 'wrong-password' }, 401, 'Invalid credentials');
      }
      const locked = await identity.browser().post('/api/customer/login', { contact, password: 'secret1' });
      expect(locked.status).toBe(423);
      expect(locked.body.message).toMatch(
        /^Account locked due to too many failed login attempts\. Try again after \d{2}:\d{2}\.$/,
      );
      const row = await identity.sql.query(
        'SELECT id, failed_login_attempts, account_locked_until FROM identity.users WHERE email = $1',
        [contact],
      );
      expect(row.rows[0].failed_login_attempts).toBe(5);
      const minutes = (row.rows[0].account_locked_until.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);
      const lockedEvents = await identity.outbox('user.locked');
      expect(lockedEvents.map((event) => event.payload.userId)).toContain(row.rows[0].id);

      await identity.sql.query(
        "UPDATE identity.users SET account_locked_until = now() - interval '1 second' WHERE id = $1",
        [row.rows[0].id],
      );
      expect((await identity.browser().post('/api/customer/login', { contact, password: 'secret1' })).status).toBe(200);
      const reset = await identity.sql.query(
        'SELECT failed_login_attempts, account_locked_until FROM identity.users WHERE id = $1',
        [row.rows[0].id],
      );
      expect(reset.rows[0]).toEqual({ failed_login_attempts: 0, account_locked_until: null });
    });

    it('refuses a shop owner with the same message as a wrong password', async () => {
      const email = uniqueEmail('owner-on-customer');
      await new ShopOwnerFactory(identity).create({ firstName: 'Sean', lastName: 'Kelly', email, city: 'Sligo' });
      await expectMessage('/api/customer/login', { contact: email, password: 'secret1' }, 401, 'Invalid credentials');
    });

    it('refuses a banned person with the suspension message', async () => {
      const { contact, response } = await customers.create();
      await identity.sql.query('UPDATE identity.users SET banned = true WHERE id = $1', [response.body.customer.id]);
      await expectMessage(
        '/api/customer/login',
        { contact, password: 'secret1' },
        403,
        'Your account has been suspended.',
      );
      await expectMessage('/api/customer/login', { contact, password: 'bad-guess' }, 401, 'Invalid credentials');
    });
  });

  describe('the shop-owner screen', () => {
    it('registers by e-mail or phone, signs in, and shows the profile', async () => {
      const email = uniqueEmail('owner');
      const browser = identity.browser();
      const registered = await browser.post('/api/shop-owner/register', {
        firstName: 'Niamh',
        lastName: 'Doyle',
        email,
        phone: null,
        city: 'Kilkenny',
        password: 'secret1',
        contactMethod: 'email',
      });
      expect(registered.status).toBe(201);
      expect(registered.body.user).toMatchObject({ email, role: 'shop_owner', firstName: 'Niamh' });
      const profile = await browser.get('/api/shop-owner/profile');
      expect(profile).toMatchObject({ status: 200, body: { email, role: 'shop_owner' } });
      expect((await browser.get('/api/customer/auth')).body).toEqual({ authenticated: false, customer: null });
      await browser.post('/api/shop-owner/logout');
      expect((await browser.get('/api/shop-owner/profile')).status).toBe(401);

      const login = await browser.post('/api/shop-owner/login', {
        emailOrPhone: email.toUpperCase(),
        password: 'secret1',
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ id: registered.body.user.id });

      const phone = uniquePhone();
      const byPhone = await identity.browser().post('/api/shop-owner/register', {
        firstName: 'Liam',
        lastName: 'Ryan',
        email: null,
        phone,
        city: 'Ennis',
        password: 'secret1',
        contactMethod: 'phone',
      });
      expect(byPhone.status).toBe(201);
      expect(
        (await identity.browser().post('/api/shop-owner/login', { emailOrPhone: phone, password: 'secret1' })).status,
      ).toBe(200);
    });

    it('refuses a customer account with the same message as a wrong password', async () => {
      const { contact } = await customers.create();
      await expectMessage(
        '/api/shop-owner/login',
        { emailOrPhone: contact, password: 'secret1' },
        401,
        'Invalid credentials',
      );
      const { browser } = await customers.create();
      expect((await browser.get('/api/shop-owner/profile')).status).toBe(403);
    });

    it('answers the shop-owner screen messages', async () => {
      const base = {
        firstName: 'Ni',
        lastName: 'Do',
        email: 'o@shop.ie',
        phone: null,
        city: 'Cork',
        password: 'secret1',
        contactMethod: 'email',
      };
      await expectMessage(
        '/api/shop-owner/register',
        { ...base, firstName: 'N' },
        400,
        'First name must be at least 2 characters',
      );
      await expectMessage(
        '/api/shop-owner/register',
        { ...base, lastName: 'D' },
        400,
        'Last name must be at least 2 characters',
      );
      await expectMessage(
        '/api/shop-owner/register',
        { ...base, city: 'C' },
        400,
        'City must be at least 2 characters',
      );
      await expectMessage(
        '/api/shop-owner/register',
        { ...base, password: '123' },
        400,
        'Password must be at least 6 characters',
      );
      await expectMessage(
        '/api/shop-owner/register',
        { ...base, email: 'not-an-email' },
        400,
        'Please enter a valid email address',
      );
      await expectMessage(
        '/api/shop-owner/register',
        { ...base, email: null },
        400,
        'Please enter your email or phone number',
      );
      await expectMessage(
        '/api/shop-owner/register',
        { ...base, email: null, phone: '123', contactMethod: 'phone' },
        400,
        'Phone number must be at least 10 digits',
      );
      await expectMessage(
        '/api/shop-owner/login',
        { emailOrPhone: '', password: 'x' },
        400,
        'Please enter your email or phone number',
      );
      await expectMessage(
        '/api/shop-owner/login',
        { emailOrPhone: 'o@shop.ie', password: '' },
        400,
        'Please enter your password',
      );
    });
  });

  describe('other entries', () => {
    it('answers 401 Unauthorized to GET /api/auth/user when signed out', async () => {
      expect(await identity.browser().get('/api/auth/user')).toMatchObject({
        status: 401,
        body: { message: 'Unauthorized' },
      });
    });

    it('sends /api/login without a returnTo to the login-type chooser (issue 24)', async () => {
      const response = await identity.browser().get('/api/login');
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/?login=choose');
    });

    it('creates a 30-day guest session with an httpOnly cookie and reads it back', async () => {
      const browser = identity.browser();
      expect((await browser.get('/api/guest-session')).body).toEqual({ guestSession: null });
      await expectMessage('/api/guest-session', {}, 400, 'Please provide either an email or phone number.');
      await expectMessage('/api/guest-session', { email: 'nope' }, 400, 'Please enter a valid email address');
      const created = await browser.post('/api/guest-session', { email: 'Guest@Example.ie', phone: '' });
      expect(created.status).toBe(201);
      expect(created.body.guestSession).toMatchObject({ email: 'guest@example.ie', phone: null });
      const days = (Date.parse(created.body.guestSession.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      const cookie = created.setCookies.find((header) => header.startsWith(`${GUEST_COOKIE}=`))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect((await browser.get('/api/guest-session')).body).toEqual(created.body);
      await expect(browser.resolve()).resolves.toMatchObject({
        person: null,
        guest: { guestSessionId: created.body.guestSession.id },
      });

      await identity.sql.query(
        "UPDATE identity.guest_sessions SET expires_at = now() - interval '1 second' WHERE id = $1",
        [created.body.guestSession.id],
      );
      expect((await browser.get('/api/guest-session')).body).toEqual({ guestSession: null });
      await expect(browser.resolve()).resolves.toMatchObject({ guest: null });
    });
  });
});
