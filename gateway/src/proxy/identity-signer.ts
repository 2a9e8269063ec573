import { ANONYMOUS, RequestClient, RequestIdentity, signIdentity } from '@app/auth-context';

/**
 * How long the signed anonymous identity is reused. Its `iat` is then at most this old when a service checks it
 * (IDENTITY_MAX_AGE_MS is 60 s), and a forged or stale identity reads as anonymous anyway.
 */
export const ANONYMOUS_SIGNATURE_REUSE_MS = 1000;

/** How many anonymous signatures (one per client address and user agent) are kept for reuse at most. */
export const MAX_REUSED_ANONYMOUS_SIGNATURES = 1000;

type IdentityHeaders = ReturnType<typeof signIdentity>;

const ANONYMOUS_KEYS = Object.keys(ANONYMOUS) as (keyof RequestIdentity)[];

/** True for an identity with exactly ANONYMOUS's fields and values (no guest session, no person). */
export function isAnonymous(identity: RequestIdentity): boolean {
  const keys = Object.keys(identity) as (keyof RequestIdentity)[];
  return keys.length === ANONYMOUS_KEYS.length && keys.every((key) => identity[key] === ANONYMOUS[key]);
}

/**
 * Signs the identity sent with each proxied request, with the client's IP and user agent (services read them only
 * from here). Most requests are anonymous, and one client's anonymous headers are the same but for `iat`: one
 * signature serves that client for ANONYMOUS_SIGNATURE_REUSE_MS instead of an HMAC per request. People and guests
 * are signed afresh every time.
 */
export class IdentitySigner {
  private readonly anonymous = new Map<string, { headers: Readonly<IdentityHeaders>; signedAt: number }>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  sign(identity: RequestIdentity, client: RequestClient = { ip: null, userAgent: null }): Readonly<IdentityHeaders> {
    const now = this.now();
    if (!isAnonymous(identity)) return signIdentity(identity, this.secret, now, client);
    const key = `${client.ip ?? ''}\n${client.userAgent ?? ''}`;
    const reused = this.anonymous.get(key);
    if (reused && now - reused.signedAt < ANONYMOUS_SIGNATURE_REUSE_MS && now >= reused.signedAt) {
      return reused.headers;
    }
    if (this.anonymous.size >= MAX_REUSED_ANONYMOUS_SIGNATURES) this.anonymous.clear();
    const headers = Object.freeze(signIdentity(ANONYMOUS, this.secret, now, client));
    this.anonymous.set(key, { headers, signedAt: now });
    return headers;
  }
}
