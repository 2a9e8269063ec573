/** Five failed sign-ins lock an account for fifteen minutes; a success resets the count (DECISIONS). */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export interface LockState {
  failedLoginAttempts: number;
  accountLockedUntil: Date | null;
}

export function isLocked(state: Pick<LockState, 'accountLockedUntil'>, now: Date): boolean {
  return state.accountLockedUntil !== null && state.accountLockedUntil.getTime() > now.getTime();
}

/**
 * The state after one more failed sign-in. A lock that has ended starts the count again, so the first failure after
 * it does not lock at once; the fifth failure in a row locks until now + 15 minutes.
 */
export function afterFailedLogin(state: LockState, now: Date): LockState & { lockedNow: boolean } {
  const lockEnded = state.accountLockedUntil !== null && !isLocked(state, now);
  const failedLoginAttempts = (lockEnded ? 0 : state.failedLoginAttempts) + 1;
  if (failedLoginAttempts >= MAX_FAILED_LOGINS) {
    return {
      failedLoginAttempts,
      accountLockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000),
      lockedNow: true,
    };
  }
  return { failedLoginAttempts, accountLockedUntil: lockEnded ? null : state.accountLockedUntil, lockedNow: false };
}

export function afterSuccessfulLogin(): LockState {
  return { failedLoginAttempts: 0, accountLockedUntil: null };
}

/**
 * The end of a lock as the message shows it: HH:mm (24-hour) in the configured time zone, rounded up to the next
 * minute so "Try again after 14:06" is never too early.
 */
export function lockEndText(lockedUntil: Date, timeZone: string): string {
  const roundedUp = new Date(Math.ceil(lockedUntil.getTime() / 60_000) * 60_000);
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    roundedUp,
  );
}
