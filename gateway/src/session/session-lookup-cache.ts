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
 * a session ends), guests under `<prefix>guest-session:<hash>`. An entry of another shape (an older release)
 * reads as a miss.
 */
export class RedisSessionLookupCache extends SessionLookupCache {
  private readonly people: SessionCache;
  private readonly unknownPeople: SessionCache;

  constructor(
    private readonly redis: Redis,
    keyPrefix: string,
    private readonly ttlSeconds: number,
  ) {
    super();
    this.people = new SessionCache(redis, keyPrefix, ttlSeconds);
    this.unknownPeople = new SessionCache(redis, keyPrefix, Math.min(NEGATIVE_CACHE_SECONDS, ttlSeconds));
  }

  async getPerson(tokenHash: string): Promise<ResolvedPerson | null | undefined> {
    const cached = await this.people.get(tokenHash);
    if (cached === undefined) return undefined;
    const parsed = personSchema.safeParse(cached);
    return parsed.success ? parsed.data : undefined;
  }

  async setPerson(tokenHash: string, person: ResolvedPerson | null): Promise<void> {
    await (person ? this.people : this.unknownPeople).set(tokenHash, person);
  }

  async getGuest(tokenHash: string): Promise<ResolvedGuest | null | undefined> {
    const cached = await this.redis.get(this.guestKey(tokenHash));
    if (cached === null) return undefined;
    try {
      const parsed = guestSchema.safeParse(JSON.parse(cached));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  async setGuest(tokenHash: string, guest: ResolvedGuest | null): Promise<void> {
    const ttl = guest ? this.ttlSeconds : Math.min(NEGATIVE_CACHE_SECONDS, this.ttlSeconds);
    await this.redis.set(this.guestKey(tokenHash), JSON.stringify(guest), 'EX', ttl);
  }

  /** The shared SessionCache owns the key format, so identity forgets exactly what the gateway wrote. */
  guestKey(tokenHash: string): string {
    return this.people.guestKey(tokenHash);
  }
}
