import {
  ACCOUNT_CLIENT_RULE,
  ACCOUNT_RULE,
  afterFailure,
  CLIENT_RULE,
  isBlocked,
  LOCK_MINUTES,
  lockEndText,
  ThrottleState,
} from './login-lock';

const now = new Date('2025-07-01T12:50:10.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const state = (failures: number, windowStartedAt = minutesAgo(1), blockedUntil: Date | null = null): ThrottleState => ({
  failures,
  windowStartedAt,
  blockedUntil,
});

describe(afterFailure.name, () => {
  it('starts a window at the first failure', () => {
    expect(afterFailure(null, ACCOUNT_CLIENT_RULE, now)).toEqual({
      failures: 1,
      windowStartedAt: now,
      blockedUntil: null,
      blockedNow: false,
    });
  });

  it('counts failures below the limit without blocking', () => {
    const next = afterFailure(state(3), ACCOUNT_CLIENT_RULE, now);
    expect(next).toMatchObject({ failures: 4, blockedUntil: null, blockedNow: false });
    expect(next.windowStartedAt).toEqual(minutesAgo(1));
  });

  it('locks an account for 15 minutes at the fifth failure from one client', () => {
    const next = afterFailure(state(4), ACCOUNT_CLIENT_RULE, now);
    expect(next.blockedNow).toBe(true);
    expect(next.failures).toBe(5);
    expect(next.blockedUntil?.getTime()).toBe(now.getTime() + LOCK_MINUTES * 60_000);
  });

  it('leaves a running block as it is: it is placed and announced once', () => {
    const until = new Date(now.getTime() + 60_000);
    expect(afterFailure(state(5, minutesAgo(1), until), ACCOUNT_CLIENT_RULE, now)).toEqual({
      failures: 6,
      windowStartedAt: minutesAgo(1),
      blockedUntil: until,
      blockedNow: false,
    });
  });

  it('starts counting again once a lock has ended or the window has run out', () => {
    const ended = new Date(now.getTime() - 1000);
    expect(afterFailure(state(5, minutesAgo(16), ended), ACCOUNT_CLIENT_RULE, now)).toMatchObject({
      failures: 1,
      blockedUntil: null,
      blockedNow: false,
    });
    expect(afterFailure(state(4, minutesAgo(15)), ACCOUNT_CLIENT_RULE, now)).toMatchObject({
      failures: 1,
      windowStartedAt: now,
    });
  });

  it('blocks a network for 15 minutes at its 30th failure across accounts', () => {
    expect(afterFailure(state(CLIENT_RULE.limit - 2), CLIENT_RULE, now).blockedNow).toBe(false);
    const blocked = afterFailure(state(CLIENT_RULE.limit - 1), CLIENT_RULE, now);
    expect(blocked.blockedNow).toBe(true);
    expect(blocked.blockedUntil?.getTime()).toBe(now.getTime() + 15 * 60_000);
  });

  it('only slows an account attacked from many networks: a short block that ends by itself', () => {
    const slowed = afterFailure(state(ACCOUNT_RULE.limit - 1), ACCOUNT_RULE, now);
    expect(slowed.blockedNow).toBe(true);
    expect(slowed.blockedUntil!.getTime() - now.getTime()).toBeLessThanOrEqual(2 * 60_000);
    const afterwards = new Date(slowed.blockedUntil!.getTime() + 1);
    expect(afterFailure(slowed, ACCOUNT_RULE, afterwards)).toMatchObject({ failures: 1, blockedNow: false });
  });
});

describe(isBlocked.name, () => {
  it('is blocked only until the block ends', () => {
    expect(isBlocked({ blockedUntil: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isBlocked({ blockedUntil: now }, now)).toBe(false);
    expect(isBlocked({ blockedUntil: null }, now)).toBe(false);
    expect(isBlocked(null, now)).toBe(false);
  });
});

describe(lockEndText.name, () => {
  it('shows the end in Dublin time, rounded up to the minute', () => {
    // 13:05:10 UTC is 14:05:10 in Dublin (summer time), shown as 14:06.
    expect(lockEndText(new Date('2025-07-01T13:05:10.000Z'), 'Europe/Dublin')).toBe('14:06');
    expect(lockEndText(new Date('2025-01-15T09:05:00.000Z'), 'Europe/Dublin')).toBe('09:05');
  });
});
