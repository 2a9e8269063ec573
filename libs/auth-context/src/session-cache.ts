import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ResolvedSession } from '@app/contracts';

/** Sessions are stored and cached by the SHA-256 of their token, so a leaked table or cache opens no session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const DEFAULT_TTL_SECONDS = 300;

/** `<signature>.<json>`: the signature is base64url, so the first dot ends it. */
const SIGNATURE_SEPARATOR = '.';

/**
 * Signs a cache value together with its key (HMAC-SHA256 with the internal secret): a value copied to another
 * key (an admin's entry under one's own token hash) fails the check as surely as a value made up.
 */
export function signCacheEntry(secret: string, key: string, json: string): string {
  return `${signatureOf(secret, key, json)}${SIGNATURE_SEPARATOR}${json}`;
}

function signatureOf(secret: string, key: string, json: string): string {
  return createHmac('sha256', secret).update(`${key}\n${json}`).digest('base64url');
}

/** The JSON of a signed entry, or undefined when it is unsigned, forged, or stored under another key. */
export function verifiedCacheEntry(secret: string, key: string, stored: string): string | undefined {
  const separator = stored.indexOf(SIGNATURE_SEPARATOR);
  if (separator <= 0) return undefined;
  const json = stored.slice(separator + 1);
  const expected = Buffer.from(signatureOf(secret, key, json));
  const given = Buffer.from(stored.slice(0, separator));
  return expected.length === given.length && timingSafeEqual(expected, given) ? json : undefined;
}

function parseJson(json: string | undefined): unknown {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The gateway's Redis cache of resolved sessions. Identity owns sessions and forgets entries the moment a session
 * ends (sign-out, ban, suspension, deletion, password change); the gateway reads and fills it. Every entry is
 * signed with the internal secret and bound to its key, so write access to Redis alone cannot mint a session:
 * an entry that fails the check reads as a miss and identity is asked.
 */
export class SessionCache {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly secret: string,
    private readonly ttlSeconds = DEFAULT_TTL_SECONDS,
  ) {}

  /** The key of a person's session; identity forgets exactly these. */
  key(tokenHash: string): string {
    return `${this.keyPrefix}session:${tokenHash}`;
  }

  /** Guest sessions are cached under their own keys, so a guest token can never read as a person. */
  guestKey(tokenHash: string): string {
    return `${this.keyPrefix}guest-session:${tokenHash}`;
  }

  /** The person cached for a session (null: "no such session"), or undefined when absent or not signed by us. */
  async get(tokenHash: string): Promise<ResolvedSession['person'] | undefined> {
    return (await this.read(this.key(tokenHash))) as ResolvedSession['person'] | undefined;
  }

  async set(tokenHash: string, person: ResolvedSession['person'], ttlSeconds = this.ttlSeconds): Promise<void> {
    await this.write(this.key(tokenHash), person, ttlSeconds);
  }

  async getGuest(tokenHash: string): Promise<ResolvedSession['guest'] | undefined> {
    return (await this.read(this.guestKey(tokenHash))) as ResolvedSession['guest'] | undefined;
  }

  async setGuest(tokenHash: string, guest: ResolvedSession['guest'], ttlSeconds = this.ttlSeconds): Promise<void> {
    await this.write(this.guestKey(tokenHash), guest, ttlSeconds);
  }

  async forget(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length > 0) await this.redis.del(...tokenHashes.map((hash) => this.key(hash)));
  }

  async forgetGuests(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length > 0) await this.redis.del(...tokenHashes.map((hash) => this.guestKey(hash)));
  }

  private async read(key: string): Promise<unknown> {
    const stored = await this.redis.get(key);
    return stored === null ? undefined : parseJson(verifiedCacheEntry(this.secret, key, stored));
  }

  private async write(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(key, signCacheEntry(this.secret, key, JSON.stringify(value)), 'EX', ttlSeconds);
  }
}
