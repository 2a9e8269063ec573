import {
  checkCode,
  codeExpiry,
  generateCode,
  hashCode,
  MAX_CODE_ATTEMPTS,
  secondsUntilNextCode,
  StoredCode,
} from './one-time-code';

const secret = 's'.repeat(32);
const now = new Date('2025-11-21T10:00:00.000Z');

function stored(overrides: Partial<StoredCode> = {}): StoredCode {
  return {
    codeHash: hashCode(secret, 'email_verification', 7, '123456'),
    expiresAt: codeExpiry(now),
    isUsed: false,
    attempts: 0,
    ...overrides,
  };
}

describe(generateCode.name, () => {
  it('gives six digits, zero-padded', () => {
    expect(generateCode(() => 42)).toBe('000042');
    expect(generateCode(() => 999_999)).toBe('999999');
    expect(generateCode()).toMatch(/^\d{6}$/);
  });
});

describe(codeExpiry.name, () => {
  it('ends a code 10 minutes after it was issued', () => {
    expect(codeExpiry(now).toISOString()).toBe('2025-11-21T10:10:00.000Z');
  });
});

describe(hashCode.name, () => {
  it('binds the code to its kind and person', () => {
    const base = hashCode(secret, 'email_verification', 7, '123456');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(secret, 'password_reset', 7, '123456')).not.toBe(base);
    expect(hashCode(secret, 'email_verification', 8, '123456')).not.toBe(base);
    expect(hashCode('t'.repeat(32), 'email_verification', 7, '123456')).not.toBe(base);
  });
});

describe(checkCode.name, () => {
  const right = hashCode(secret, 'email_verification', 7, '123456');
  const wrong = hashCode(secret, 'email_verification', 7, '654321');

  it('accepts the right code before it expires', () => {
    expect(checkCode(stored(), right, now)).toEqual({ result: 'ok', attemptsAfter: 0 });
  });

  it('counts a wrong code', () => {
    expect(checkCode(stored({ attempts: 1 }), wrong, now)).toEqual({ result: 'wrong', attemptsAfter: 2 });
  });

  it('ends the code at the fifth wrong attempt and refuses even the right code afterwards', () => {
    expect(checkCode(stored({ attempts: MAX_CODE_ATTEMPTS - 1 }), wrong, now).result).toBe('too_many_attempts');
    expect(checkCode(stored({ attempts: MAX_CODE_ATTEMPTS }), right, now).result).toBe('too_many_attempts');
  });

  it('refuses an expired code', () => {
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(checkCode(stored(), right, later).result).toBe('expired');
  });

  it('refuses a used code or no code at all', () => {
    expect(checkCode(stored({ isUsed: true }), right, now).result).toBe('unavailable');
    expect(checkCode(null, right, now).result).toBe('unavailable');
  });
});

describe(secondsUntilNextCode.name, () => {
  it('allows one code a minute', () => {
    expect(secondsUntilNextCode(null, now)).toBe(0);
    expect(secondsUntilNextCode(new Date(now.getTime() - 15_500), now)).toBe(45);
    expect(secondsUntilNextCode(new Date(now.getTime() - 60_000), now)).toBe(0);
  });
});
