import type { Redis } from 'ioredis';
import { SessionCache } from '@app/auth-context';
import { ResolvedSession, resolvedSessionSchema } from '@app/contracts';

export type ResolvedPerson = NonNullable<ResolvedSession['person']>;
export type ResolvedGuest = NonNullable<ResolvedSession['guest']>;

/**
 * A "no such session" answer is cached this briefly: it spares identity a stale cookie sent on every request,
 * and a token that identity does not know can never become valid later (a sign-in makes a new token).
 */
export const NEGATIVE_CACHE_SECONDS = 10;

/**
 * What the gateway remembers of identity's answers, by the SHA-256 of each token (hashSessionToken).
 * `undefined` from a get means "not cached: ask identity"; `null` means "cached: no such session".
 */
export abstract class SessionLookupCache {
  abstract getPerson(tokenHash: string): Promise<ResolvedPerson | null | undefined>;
  abstract setPerson(tokenHash: string, person: ResolvedPerson | null): Promise<void>;
  abstract getGuest(tokenHash: string): Promise<ResolvedGuest | null | undefined>;
  abstract setGuest(tokenHash: string, guest: ResolvedGuest | null): Promise<void>;
}

/** Without REDIS_URL (embedded mode, identity in the same process): nothing is cached, identity is always asked. */
export class NoSessionLookupCache extends SessionLookupCache {
  getPerson(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
  setPerson(): Promise<void> {
    return Promise.resolve();
  }
  getGuest(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
  setGuest(): Promise<void> {
    return Promise.resolve();
  }
}

const personSchema = resolvedSessionSchema.shape.person;
const guestSchema = resolvedSessionSchema.shape.guest;

/**
 * With REDIS_URL: people through the shared SessionCache (`<prefix>session:<hash>`, the keys identity forgets when
 * a session ends), guests under `<prefix>guest-session:<hash>`. Entries are signed with the internal secret; one
 * not signed by us (written by whoever reached Redis) or of another shape (an older release) reads as a miss.
 */
export class RedisSessionLookupCache extends SessionLookupCache {
  private readonly cache: SessionCache;
  private readonly negativeTtlSeconds: number;

  constructor(
    redis: Redis,
    keyPrefix: string,
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    super();
    this.cache = new SessionCache(redis, keyPrefix, secret, ttlSeconds);
    this.negativeTtlSeconds = Math.min(NEGATIVE_CACHE_SECONDS, ttlSeconds);
  }

  async getPerson(tokenHash: string): Promise<ResolvedPerson | null | undefined> {
    const cached = await this.cache.get(tokenHash);
    if (cached === undefined) return undefined;
    const parsed = personSchema.safeParse(cached);
    return parsed.success ? parsed.data : undefined;
  }

  async setPerson(tokenHash: string, person: ResolvedPerson | null): Promise<void> {
    await this.cache.set(tokenHash, person, person ? this.ttlSeconds : this.negativeTtlSeconds);
  }

  async getGuest(tokenHash: string): Promise<ResolvedGuest | null | undefined> {
    const cached = await this.cache.getGuest(tokenHash);
    if (cached === undefined) return undefined;
    const parsed = guestSchema.safeParse(cached);
    return parsed.success ? parsed.data : undefined;
  }

  async setGuest(tokenHash: string, guest: ResolvedGuest | null): Promise<void> {
    await this.cache.setGuest(tokenHash, guest, guest ? this.ttlSeconds : this.negativeTtlSeconds);
  }
}
