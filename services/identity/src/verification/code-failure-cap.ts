/**
 * The per-account cap on wrong codes, across codes and kinds (issue 18): a code allows 5 attempts and a new code
 * voids the old one, so without it a stranger could ask for code after code and keep guessing. After `cap` wrong
 * codes within one window the account takes no code until the window ends; asking for a new code does not help.
 */
export interface CodeFailureLimits {
  cap: number;
  windowMs: number;
}

export interface CodeFailureState {
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

export function isCodeEntryBlocked(state: CodeFailureState | null, now: Date): boolean {
  return Boolean(state?.blockedUntil && state.blockedUntil.getTime() > now.getTime());
}

/** The state after one more wrong code; `blockedNow` is true for the failure that reaches the cap. */
export function afterCodeFailure(
  state: CodeFailureState | null,
  now: Date,
  limits: CodeFailureLimits,
): { state: CodeFailureState; blockedNow: boolean } {
  const windowOver = !state || now.getTime() - state.windowStartedAt.getTime() >= limits.windowMs;
  const windowStartedAt = windowOver ? now : state.windowStartedAt;
  const failures = windowOver ? 1 : state.failures + 1;
  const blockedNow = failures >= limits.cap;
  const blockedUntil = blockedNow ? new Date(windowStartedAt.getTime() + limits.windowMs) : null;
  return { state: { failures, windowStartedAt, blockedUntil }, blockedNow };
}
