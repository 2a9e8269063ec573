import { afterFailedLogin, afterSuccessfulLogin, isLocked, LOCK_MINUTES, lockEndText } from './login-lock';

const now = new Date('2025-07-01T12:50:10.000Z');

describe(afterFailedLogin.name, () => {
  it('counts failures below the threshold without locking', () => {
    expect(afterFailedLogin({ failedLoginAttempts: 3, accountLockedUntil: null }, now)).toEqual({
      failedLoginAttempts: 4,
      accountLockedUntil: null,
      lockedNow: false,
    });
  });

  it('locks for 15 minutes at the fifth failure', () => {
    const next = afterFailedLogin({ failedLoginAttempts: 4, accountLockedUntil: null }, now);
    expect(next.lockedNow).toBe(true);
    expect(next.failedLoginAttempts).toBe(5);
    expect(next.accountLockedUntil?.getTime()).toBe(now.getTime() + LOCK_MINUTES * 60_000);
  });

  it('starts counting again once a lock has ended', () => {
    const ended = new Date(now.getTime() - 1000);
    expect(afterFailedLogin({ failedLoginAttempts: 5, accountLockedUntil: ended }, now)).toEqual({
      failedLoginAttempts: 1,
      accountLockedUntil: null,
      lockedNow: false,
    });
  });
});

describe(isLocked.name, () => {
  it('is locked only until the lock ends', () => {
    expect(isLocked({ accountLockedUntil: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isLocked({ accountLockedUntil: now }, now)).toBe(false);
    expect(isLocked({ accountLockedUntil: null }, now)).toBe(false);
  });
});

describe(afterSuccessfulLogin.name, () => {
  it('resets the count and the lock', () => {
    expect(afterSuccessfulLogin()).toEqual({ failedLoginAttempts: 0, accountLockedUntil: null });
  });
});

describe(lockEndText.name, () => {
  it('shows the end in Dublin time, rounded up to the minute', () => {
    // 13:05:10 UTC is 14:05:10 in Dublin (summer time), shown as 14:06.
    expect(lockEndText(new Date('2025-07-01T13:05:10.000Z'), 'Europe/Dublin')).toBe('14:06');
    expect(lockEndText(new Date('2025-01-15T09:05:00.000Z'), 'Europe/Dublin')).toBe('09:05');
  });
});
