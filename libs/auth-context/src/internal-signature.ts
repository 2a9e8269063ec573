import { createHmac, timingSafeEqual } from 'node:crypto';

/** Marks a call from the gateway itself (not from a person), e.g. resolving a session cookie at identity. */
export const INTERNAL_CALL_HEADER = 'x-marketplace-internal';

const MAX_AGE_MS = 60_000;

function sign(secret: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`internal:${issuedAt}`).digest('base64url');
}

export function signInternalCall(
  secret: string,
  now: number = Date.now(),
): Record<typeof INTERNAL_CALL_HEADER, string> {
  return { [INTERNAL_CALL_HEADER]: `${now}.${sign(secret, now)}` };
}

export function isValidInternalCall(header: string | string[] | undefined, secret: string, now = Date.now()): boolean {
  if (typeof header !== 'string') return false;
  const [issuedAtText, signature] = header.split('.', 2);
  const issuedAt = Number(issuedAtText);
  if (!Number.isFinite(issuedAt) || !signature || Math.abs(now - issuedAt) > MAX_AGE_MS) return false;
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
