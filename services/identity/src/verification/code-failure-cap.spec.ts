import { afterCodeFailure, CodeFailureState, isCodeEntryBlocked } from './code-failure-cap';

describe(afterCodeFailure.name, () => {
  const limits = { cap: 20, windowMs: 24 * 3_600_000 };
  const start = new Date('2026-11-24T08:00:00.000Z');
  const later = (ms: number) => new Date(start.getTime() + ms);

  it('blocks the account at the 20th wrong code within 24 hours, until the window ends', () => {
    let state: CodeFailureState | null = null;
    for (let failure = 1; failure < 20; failure += 1) {
      const next = afterCodeFailure(state, later(failure * 60_000), limits);
      expect(next.blockedNow).toBe(false);
      state = next.state;
    }
    const capped = afterCodeFailure(state, later(20 * 60_000), limits);
    expect(capped.blockedNow).toBe(true);
    expect(capped.state.blockedUntil?.toISOString()).toBe('2026-11-25T08:01:00.000Z');
    expect(isCodeEntryBlocked(capped.state, later(23 * 3_600_000))).toBe(true);
    expect(isCodeEntryBlocked(capped.state, later(25 * 3_600_000))).toBe(false);
  });

  it('starts a new window once the old one is over', () => {
    const old: CodeFailureState = { failures: 19, windowStartedAt: start, blockedUntil: null };
    const next = afterCodeFailure(old, later(24 * 3_600_000), limits);
    expect(next).toEqual({
      state: { failures: 1, windowStartedAt: later(24 * 3_600_000), blockedUntil: null },
      blockedNow: false,
    });
  });
});
