import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ResolvedSession } from '@app/contracts';

/** Sessions are stored and cached by the SHA-256 of their token, so a leaked table or cache opens no session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const DEFAULT_TTL_SECONDS = 300;

/**
 * The gateway's Redis cache of resolved sessions. Identity owns sessions and forgets entries the moment a session
 * ends (sign-out, ban, suspension, deletion, password change); the gateway reads and fills it.
 */
export class SessionCache {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly ttlSeconds = DEFAULT_TTL_SECONDS,
  ) {}

  private key(tokenHash: string): string {
    return `${this.keyPrefix}session:${tokenHash}`;
  }

  async get(tokenHash: string): Promise<ResolvedSession['person'] | undefined> {
    const cached = await this.redis.get(this.key(tokenHash));
    return cached === null ? undefined : (JSON.parse(cached) as ResolvedSession['person']);
  }

  async set(tokenHash: string, person: ResolvedSession['person']): Promise<void> {
    await this.redis.set(this.key(tokenHash), JSON.stringify(person), 'EX', this.ttlSeconds);
  }

  async forget(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length > 0) await this.redis.del(...tokenHashes.map((hash) => this.key(hash)));
  }

  /** Guest sessions are cached under their own keys, so a guest token can never read as a person. */
  guestKey(tokenHash: string): string {
    return `${this.keyPrefix}guest-session:${tokenHash}`;
  }

  async forgetGuests(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length > 0) await this.redis.del(...tokenHashes.map((hash) => this.guestKey(hash)));
  }
}
