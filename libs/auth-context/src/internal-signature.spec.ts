import { INTERNAL_CALL_HEADER, isValidInternalCall, signInternalCall } from './internal-signature';

const secret = 'c'.repeat(32);

describe(isValidInternalCall.name, () => {
  it('accepts a fresh call signed with the secret', () => {
    expect(isValidInternalCall(signInternalCall(secret, 1000)[INTERNAL_CALL_HEADER], secret, 2000)).toBe(true);
  });

  it('refuses a call signed with another secret, a stale one and a malformed one', () => {
    expect(isValidInternalCall(signInternalCall('d'.repeat(32))[INTERNAL_CALL_HEADER], secret)).toBe(false);
    expect(isValidInternalCall(signInternalCall(secret, 0)[INTERNAL_CALL_HEADER], secret, 120_000)).toBe(false);
    expect(isValidInternalCall('not-a-signature', secret)).toBe(false);
    expect(isValidInternalCall(undefined, secret)).toBe(false);
  });
});
