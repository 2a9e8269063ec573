/**
 * Sign-in throttling rules (docs: "Sign-in throttling"). Failures are counted in three places, each a fixed window
 * that starts at its first failure:
 * - per account AND client network: the spec's lock. Five failures within 15 minutes lock the account for that
 *   client only (423 with the end time); a stranger's failures never lock the owner out of their own network.
 * - per client network, across accounts: 30 failures within 15 minutes block that network's sign-ins (429), so one
 *   address cannot spray passwords over many accounts.
 * - per account, from every network: 20 failures within 15 minutes slow the account down for 2 minutes (423) for
 *   networks that never signed in to it, so a botnet gets a few attempts a minute at most and the owner signing in
 *   from a network they used before is not slowed at all. It never locks for longer; a password reset lifts it.
 */
export interface ThrottleRule {
  /** The failure that reaches this count blocks. */
  limit: number;
  windowMs: number;
  blockMs: number;
}

const MINUTE = 60_000;

/** Five failed sign-ins lock an account for fifteen minutes (DECISIONS), counted per client network. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export const ACCOUNT_CLIENT_RULE: ThrottleRule = {
  limit: MAX_FAILED_LOGINS,
  windowMs: LOCK_MINUTES * MINUTE,
  blockMs: LOCK_MINUTES * MINUTE,
};
export const CLIENT_RULE: ThrottleRule = { limit: 30, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE };
export const ACCOUNT_RULE: ThrottleRule = { limit: 20, windowMs: 15 * MINUTE, blockMs: 2 * MINUTE };

export interface ThrottleState {
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

export function isBlocked(state: { blockedUntil: Date | null } | null | undefined, now: Date): boolean {
  return !!state?.blockedUntil && state.blockedUntil.getTime() > now.getTime();
}

/**
 * The state after one more failure. A window that has run out, or a block that has ended, starts the count again
 * (so the first failure after a lock does not lock at once); the failure that reaches the limit blocks until
 * now + blockMs; failures during a block leave it as it is.
 */
export function afterFailure(
  state: ThrottleState | null,
  rule: ThrottleRule,
  now: Date,
): ThrottleState & { blockedNow: boolean } {
  const blockEnded = !!state?.blockedUntil && !isBlocked(state, now);
  const windowEnded = !!state && state.windowStartedAt.getTime() + rule.windowMs <= now.getTime();
  const restart = !state || blockEnded || windowEnded;
  const failures = restart ? 1 : state.failures + 1;
  const windowStartedAt = restart ? now : state.windowStartedAt;
  // Counted while already blocked (attempts that raced the block, or a trusted network during a slow-down): the
  // block stays as it is, so it is placed, and announced, once.
  if (!restart && isBlocked(state, now)) {
    return { failures, windowStartedAt, blockedUntil: state.blockedUntil, blockedNow: false };
  }
  if (failures >= rule.limit) {
    return { failures, windowStartedAt, blockedUntil: new Date(now.getTime() + rule.blockMs), blockedNow: true };
  }
  return { failures, windowStartedAt, blockedUntil: restart ? null : state.blockedUntil, blockedNow: false };
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
