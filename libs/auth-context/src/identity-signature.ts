import { createHmac, timingSafeEqual } from 'node:crypto';
import { ANONYMOUS, RequestIdentity } from './identity';

/** Header names are part of the gateway-service contract; both sides import them from here. */
export const IDENTITY_HEADER = 'x-marketplace-identity';
export const IDENTITY_SIGNATURE_HEADER = 'x-marketplace-identity-signature';

/** A signed identity is only good briefly, so a captured header cannot be replayed later. */
export const IDENTITY_MAX_AGE_MS = 60_000;

interface SignedIdentityBody extends RequestIdentity {
  iat: number;
}

function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function signIdentity(
  identity: RequestIdentity,
  secret: string,
  now: number = Date.now(),
): Record<typeof IDENTITY_HEADER | typeof IDENTITY_SIGNATURE_HEADER, string> {
  const body: SignedIdentityBody = { ...identity, iat: now };
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return { [IDENTITY_HEADER]: encoded, [IDENTITY_SIGNATURE_HEADER]: hmac(secret, encoded) };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function parseBody(encoded: string): SignedIdentityBody | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const body = parsed as Partial<SignedIdentityBody>;
    if (typeof body.iat !== 'number' || typeof body.isAdmin !== 'boolean' || typeof body.banned !== 'boolean') {
      return null;
    }
    return body as SignedIdentityBody;
  } catch {
    return null;
  }
}

/**
 * Returns the signed identity, or ANONYMOUS when the header is missing, forged, malformed or stale.
 * Services trust nothing else about the caller.
 */
export function verifyIdentity(
  encoded: string | string[] | undefined,
  signature: string | string[] | undefined,
  secret: string,
  now: number = Date.now(),
): RequestIdentity {
  if (typeof encoded !== 'string' || typeof signature !== 'string') return ANONYMOUS;
  if (!safeEqual(hmac(secret, encoded), signature)) return ANONYMOUS;
  const body = parseBody(encoded);
  if (!body || Math.abs(now - body.iat) > IDENTITY_MAX_AGE_MS) return ANONYMOUS;
  const { iat: _issuedAt, ...identity } = body;
  return {
    userId: typeof identity.userId === 'number' ? identity.userId : null,
    role: identity.role ?? null,
    isAdmin: identity.isAdmin,
    banned: identity.banned,
    guestSessionId: typeof identity.guestSessionId === 'number' ? identity.guestSessionId : null,
    name: identity.name,
    email: identity.email ?? null,
  };
}
