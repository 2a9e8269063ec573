import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Codes are 6 random digits, live 10 minutes, allow 5 attempts; a new one at most once a minute (DECISIONS). Wrong
 * codes are also capped per account across codes (code-failure-cap.ts).
 */
export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = 60;

export type CodeKind = 'email_verification' | 'password_reset';

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too_many_attempts' | 'unavailable';

export interface StoredCode {
  codeHash: string;
  expiresAt: Date;
  isUsed: boolean;
  attempts: number;
}

export function generateCode(random: (max: number) => number = (max) => randomInt(max)): string {
  return String(random(1_000_000)).padStart(6, '0');
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
}

/** The stored form of a code: HMAC-SHA256 keyed with the internal secret, bound to its kind and person. */
export function hashCode(secret: string, kind: CodeKind, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${kind}:${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Judges an attempt against the newest unused code. `attemptsAfter` is what the attempts counter becomes: a wrong
 * code counts, and the fifth wrong one already answers too_many_attempts (the code is dead from then on).
 */
export function checkCode(
  stored: StoredCode | null,
  givenHash: string,
  now: Date,
): { result: CodeCheck; attemptsAfter: number } {
  if (!stored || stored.isUsed) return { result: 'unavailable', attemptsAfter: stored?.attempts ?? 0 };
  if (stored.attempts >= MAX_CODE_ATTEMPTS) return { result: 'too_many_attempts', attemptsAfter: stored.attempts };
  if (stored.expiresAt.getTime() <= now.getTime()) return { result: 'expired', attemptsAfter: stored.attempts };
  if (sameHash(stored.codeHash, givenHash)) return { result: 'ok', attemptsAfter: stored.attempts };
  const attemptsAfter = stored.attempts + 1;
  return { result: attemptsAfter >= MAX_CODE_ATTEMPTS ? 'too_many_attempts' : 'wrong', attemptsAfter };
}

/** Seconds to wait before another code may be sent (0 when one may be sent now). */
export function secondsUntilNextCode(
  lastIssuedAt: Date | null,
  now: Date,
  intervalSeconds = RESEND_INTERVAL_SECONDS,
): number {
  if (!lastIssuedAt) return 0;
  const elapsedMs = now.getTime() - lastIssuedAt.getTime();
  const remainingMs = intervalSeconds * 1000 - elapsedMs;
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}
