import { createHmac, timingSafeEqual } from 'node:crypto';
import { ANONYMOUS, RequestClient, RequestIdentity } from './identity';

/** Header names are part of the gateway-service contract; both sides import them from here. */
export const IDENTITY_HEADER = 'x-marketplace-identity';
export const IDENTITY_SIGNATURE_HEADER = 'x-marketplace-identity-signature';

/** A signed identity is only good briefly, so a captured header cannot be replayed later. */
export const IDENTITY_MAX_AGE_MS = 60_000;

interface SignedIdentityBody extends RequestIdentity {
  iat: number;
  /** Where the request came from, as the gateway saw it (absent in internal calls and older signers). */
  client?: RequestClient;
}

/** Longest client values a signature carries; longer ones are cut, never refused. */
export const MAX_CLIENT_IP_LENGTH = 100;
export const MAX_USER_AGENT_LENGTH = 500;

/** `::ffff:203.0.113.9` -> `203.0.113.9`, cut to MAX_CLIENT_IP_LENGTH; null when empty. */
export function plainClientIp(ip: string | null | undefined): string | null {
  return ip ? ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, MAX_CLIENT_IP_LENGTH) : null;
}

/** A client's IP and user agent in the form the signature carries them. */
export function requestClient(ip: string | null | undefined, userAgent: string | null | undefined): RequestClient {
  return { ip: plainClientIp(ip), userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null };
}

function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/**
 * The identity headers for a request: the person, and with `client` the IP and user agent the gateway saw, so a
 * service never takes them from headers anyone who reaches its port could write (X-Forwarded-For, User-Agent).
 */
export function signIdentity(
  identity: RequestIdentity,
  secret: string,
  now: number = Date.now(),
  client?: RequestClient,
): Record<typeof IDENTITY_HEADER | typeof IDENTITY_SIGNATURE_HEADER, string> {
  const body: SignedIdentityBody = client ? { ...identity, iat: now, client } : { ...identity, iat: now };
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

function clientOfBody(value: unknown): RequestClient | null {
  if (typeof value !== 'object' || value === null) return null;
  const client = value as Partial<Record<keyof RequestClient, unknown>>;
  return requestClient(
    typeof client.ip === 'string' ? client.ip : null,
    typeof client.userAgent === 'string' ? client.userAgent : null,
  );
}

/** What a valid signature vouches for: the person, and the client when the gateway signed one. */
export interface VerifiedRequest {
  identity: RequestIdentity;
  client: RequestClient | null;
}

/**
 * Returns the signed identity and client, or ANONYMOUS and no client when the header is missing, forged, malformed
 * or stale. Services trust nothing else about the caller.
 */
export function verifySignedRequest(
  encoded: string | string[] | undefined,
  signature: string | string[] | undefined,
  secret: string,
  now: number = Date.now(),
): VerifiedRequest {
  const unsigned: VerifiedRequest = { identity: ANONYMOUS, client: null };
  if (typeof encoded !== 'string' || typeof signature !== 'string') return unsigned;
  if (!safeEqual(hmac(secret, encoded), signature)) return unsigned;
  const body = parseBody(encoded);
  if (!body || Math.abs(now - body.iat) > IDENTITY_MAX_AGE_MS) return unsigned;
  return { identity: identityOfBody(body), client: clientOfBody(body.client) };
}

/** verifySignedRequest's identity alone. */
export function verifyIdentity(
  encoded: string | string[] | undefined,
  signature: string | string[] | undefined,
  secret: string,
  now: number = Date.now(),
): RequestIdentity {
  return verifySignedRequest(encoded, signature, secret, now).identity;
}

function identityOfBody(body: SignedIdentityBody): RequestIdentity {
  const { iat: _issuedAt, client: _client, ...identity } = body;
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
