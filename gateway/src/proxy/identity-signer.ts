import { ANONYMOUS, RequestIdentity, signIdentity } from '@app/auth-context';

/**
 * How long the signed anonymous identity is reused. Its `iat` is then at most this old when a service checks it
 * (IDENTITY_MAX_AGE_MS is 60 s), and a forged or stale identity reads as anonymous anyway.
 */
export const ANONYMOUS_SIGNATURE_REUSE_MS = 1000;

type IdentityHeaders = ReturnType<typeof signIdentity>;

const ANONYMOUS_KEYS = Object.keys(ANONYMOUS) as (keyof RequestIdentity)[];

/** True for an identity with exactly ANONYMOUS's fields and values (no guest session, no person). */
export function isAnonymous(identity: RequestIdentity): boolean {
  const keys = Object.keys(identity) as (keyof RequestIdentity)[];
  return keys.length === ANONYMOUS_KEYS.length && keys.every((key) => identity[key] === ANONYMOUS[key]);
}

/**
 * Signs the identity sent with each proxied request. Most requests are anonymous, and their headers are the same
 * but for `iat`: one signature serves them for ANONYMOUS_SIGNATURE_REUSE_MS instead of an HMAC per request.
 * People and guests are signed afresh every time.
 */
export class IdentitySigner {
  private anonymous: { headers: Readonly<IdentityHeaders>; signedAt: number } | null = null;

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  sign(identity: RequestIdentity): Readonly<IdentityHeaders> {
    const now = this.now();
    if (!isAnonymous(identity)) return signIdentity(identity, this.secret, now);
    if (
      !this.anonymous ||
      now - this.anonymous.signedAt >= ANONYMOUS_SIGNATURE_REUSE_MS ||
      now < this.anonymous.signedAt
    ) {
      this.anonymous = { headers: Object.freeze(signIdentity(ANONYMOUS, this.secret, now)), signedAt: now };
    }
    return this.anonymous.headers;
  }
}
