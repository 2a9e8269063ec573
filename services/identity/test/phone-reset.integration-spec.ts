import { CustomerFactory } from '@app/testing';
import { IdentityHarness, startIdentityHarness } from './support/identity-harness';

/** Issue 24: a phone-only account recovers its password with a code by SMS; /api/login returns only to this site. */
describe('phone password reset and the sign-in entry', () => {
  let identity: IdentityHarness;
  let serial = 0;

  beforeAll(async () => {
    // No SMS API: outside production the SMS goes where development mail goes (here the SMTP catcher).
    identity = await startIdentityHarness('identity-phone-reset', { CODE_RESEND_INTERVAL_SECONDS: '0' });
  });

  afterAll(async () => {
    await identity?.stop();
  });

  /** A phone number no other test uses, as a person would type it, and the SMS catcher's address for it. */
  function uniquePhone(): { typed: string; digits: string; smsAddress: string } {
    serial += 1;
    const digits = `08${String((Date.now() * 10 + serial) % 100_000_000).padStart(8, '0')}`;
    return { typed: `${digits.slice(0, 3)} ${digits.slice(3)}`, digits, smsAddress: `sms-${digits}@sms.invalid` };
  }

  async function registerPhoneCustomer(password = 'secret1'): Promise<ReturnType<typeof uniquePhone>> {
    const phone = uniquePhone();
    await new CustomerFactory(identity).create({
      firstName: 'Niamh',
      lastName: 'Doyle',
      contact: phone.typed,
      city: 'Tralee',
      password,
    });
    return phone;
  }

  it('sends a reset code by SMS and resets the password with it; the code works once', async () => {
    const phone = await registerPhoneCustomer();
    const before = identity.smtp.mails.length;
    const requested = await identity.browser().post('/api/auth/request-password-reset', { phone: phone.typed });
    expect(requested.status).toBe(200);
    expect(requested.body.message).toBe(
      'If an account exists for this phone number, we have sent a password reset code to it by SMS.',
    );
    const code = await identity.smtp.codeFor(phone.smsAddress, before);
    const sms = identity.smtp.mailsTo(phone.smsAddress).at(-1)!;
    expect(sms.raw).toMatch(/your password reset code is \d{6}/);

    const reset = { phone: phone.typed, code, newPassword: 'N3w!Password', confirmPassword: 'N3w!Password' };
    const done = await identity.browser().post('/api/auth/reset-password', reset);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Password reset successfully. You can now sign in with your new password.');

    const signIn = await identity
      .browser()
      .post('/api/customer/login', { contact: phone.typed, password: 'N3w!Password' });
    expect(signIn.status).toBe(200);
    const oldPassword = await identity
      .browser()
      .post('/api/customer/login', { contact: phone.typed, password: 'secret1' });
    expect(oldPassword.status).toBe(401);
    const again = await identity
      .browser()
      .post('/api/auth/reset-password', { ...reset, newPassword: 'An0ther!Pass', confirmPassword: 'An0ther!Pass' });
    expect(again.status).toBe(400);
  });

  it('answers an unknown phone exactly as a known one and sends it nothing', async () => {
    const known = await registerPhoneCustomer();
    const unknown = uniquePhone();
    const before = identity.smtp.mails.length;
    const a = await identity.browser().post('/api/auth/request-password-reset', { phone: unknown.typed });
    const b = await identity.browser().post('/api/auth/request-password-reset', { phone: known.typed });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    await identity.smtp.codeFor(known.smsAddress, before);
    expect(identity.smtp.mailsTo(unknown.smsAddress)).toHaveLength(0);
    const wrong = await identity.browser().post('/api/auth/reset-password', {
      phone: unknown.typed,
      code: '123456',
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    const wrongKnown = await identity.browser().post('/api/auth/reset-password', {
      phone: known.typed,
      code: '000000',
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(wrongKnown.body.message);
  });

  it('refuses a request naming neither or both, or a phone too short, with the message', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'Please enter your email or phone number'],
      [{ email: 'a@b.ie', phone: '0871234567' }, 'Please enter your email or phone number'],
      [{ phone: '12345' }, 'Phone number must be at least 10 digits'],
    ];
    for (const [body, message] of cases) {
      const response = await identity.browser().post('/api/auth/request-password-reset', body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });

  it('leads /api/login to the right sign-in and carries only a path of this site', async () => {
    const location = async (query: string) => {
      const response = await identity.http().get(`/api/login${query}`);
      expect(response.status).toBe(302);
      return response.headers.location;
    };
    await expect(location('?returnTo=%2Fadmin')).resolves.toBe('/auth-test?view=login&returnTo=%2Fadmin');
    await expect(location('?returnTo=%2Fsubscribe')).resolves.toBe('/shop-owner-auth?returnTo=%2Fsubscribe');
    await expect(location('?returnTo=%2Ffavorites')).resolves.toBe('/?login=choose&returnTo=%2Ffavorites');
    await expect(location('')).resolves.toBe('/?login=choose');
    for (const foreign of ['https://evil.example/admin', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      await expect(location(`?returnTo=${encodeURIComponent(foreign)}`)).resolves.toBe('/?login=choose');
    }
  });
});
