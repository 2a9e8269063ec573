import { BANNED_MESSAGE } from '@app/auth-context';
import { describeIdentityError, IdentityErrorCode, IdentityException } from './identity.exception';

describe(IdentityException.name, () => {
  it('gives every code a status and a message', () => {
    for (const code of Object.values(IdentityErrorCode)) {
      const { status, message } = describeIdentityError(code);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(message.length).toBeGreaterThan(0);
    }
  });

  it('words sign-in failures per screen', () => {
    expect(new IdentityException(IdentityErrorCode.InvalidEmailOrPassword)).toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(new IdentityException(IdentityErrorCode.InvalidCredentials)).toMatchObject({
      status: 401,
      message: 'Invalid credentials',
    });
    expect(new IdentityException(IdentityErrorCode.AccountSuspended)).toMatchObject({
      status: 403,
      message: BANNED_MESSAGE,
    });
  });

  it('says when a lock ends, and answers every refused code alike', () => {
    expect(new IdentityException(IdentityErrorCode.AccountLocked, { lockedUntilText: '14:05' })).toMatchObject({
      status: 423,
      message: 'Account locked due to too many failed login attempts. Try again after 14:05.',
    });
    expect(new IdentityException(IdentityErrorCode.CodeUnavailable)).toMatchObject({
      status: 400,
      message: 'Invalid or expired code. Please request a new one.',
    });
  });

  it('refuses admin self-registration and unknown people with the agreed words', () => {
    expect(describeIdentityError(IdentityErrorCode.AdminRegistrationForbidden)).toEqual({
      status: 403,
      message: 'Admin accounts can only be created by an admin',
    });
    expect(describeIdentityError(IdentityErrorCode.UserNotFound)).toEqual({ status: 404, message: 'User not found' });
  });
});
