import type { IncomingMessage } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { ANONYMOUS, hashSessionToken, RequestIdentity } from '@app/auth-context';
import type { ResolvedSession, ResolveSessionRequest } from '@app/contracts';
import { requestIdOf } from '../logging/request-id';
import { ThrottledWarning } from '../logging/throttled-warning';
import { IdentitySessionsClient } from './identity-sessions.client';
import { sessionCookiesOf } from './session-cookies';
import { ResolvedGuest, ResolvedPerson, SessionLookupCache } from './session-lookup-cache';
import { SessionLookup, SessionResolver } from './session-resolver';

function isLive(entry: { expiresAt: string } | null | undefined, now: number): boolean {
  return entry !== null && entry !== undefined && Date.parse(entry.expiresAt) > now;
}

/** The signed identity of a person (or none) and a guest session (or none). */
export function identityFrom(person: ResolvedPerson | null, guest: ResolvedGuest | null): RequestIdentity {
  const identity: RequestIdentity = { ...ANONYMOUS, guestSessionId: guest?.guestSessionId ?? null };
  if (!person) return identity;
  return {
    ...identity,
    userId: person.userId,
    role: person.role,
    isAdmin: person.isAdmin,
    banned: person.banned,
    name: person.name,
    email: person.email,
  };
}

/**
 * The session lookup behind every request and socket: the session and guest cookies, resolved by identity
 * (POST /internal/sessions/resolve) and, with REDIS_URL, cached in Redis by the hash of each token until identity
 * forgets them (sign-out, ban, suspension, deletion, password reset) or the TTL ends. No cookie: anonymous
 * without a call. Identity down or slow: anonymous, with a warning at most once a minute. A session or guest
 * session past its expiresAt is gone (a cached one is asked for again, in case identity extended it).
 */
@Injectable()
export class IdentitySessionResolver extends SessionResolver {
  private readonly logger = new Logger(IdentitySessionResolver.name);
  private readonly identityDown = new ThrottledWarning(this.logger);
  private readonly cacheDown = new ThrottledWarning(this.logger);
  /** Identity calls under way, by the tokens asked about: a burst of requests with one cold cookie asks once. */
  private readonly inFlight = new Map<string, Promise<ResolvedSession>>();

  constructor(
    private readonly identity: IdentitySessionsClient,
    private readonly cache: SessionLookupCache,
  ) {
    super();
  }

  async resolve(request: IncomingMessage): Promise<RequestIdentity> {
    return (await this.lookup(request)).identity;
  }

  override async lookup(request: IncomingMessage): Promise<SessionLookup> {
    const { sessionToken, guestToken } = sessionCookiesOf(request.headers.cookie);
    if (!sessionToken && !guestToken) return { identity: { ...ANONYMOUS }, expiresAt: null, unresolved: false };
    const sessionHash = sessionToken ? hashSessionToken(sessionToken) : undefined;
    const guestHash = guestToken ? hashSessionToken(guestToken) : undefined;
    const now = Date.now();

    // undefined: still unknown (not cached, cache down, or cached but expired); null: no such session.
    let [person, guest] = await Promise.all([
      sessionHash ? this.cached(() => this.cache.getPerson(sessionHash), now) : null,
      guestHash ? this.cached(() => this.cache.getGuest(guestHash), now) : null,
    ]);

    let unresolved = false;
    const ask: ResolveSessionRequest = {};
    if (person === undefined) ask.sessionToken = sessionToken;
    if (guest === undefined) ask.guestToken = guestToken;
    if (ask.sessionToken || ask.guestToken) {
      const key = `${ask.sessionToken ? sessionHash : ''}|${ask.guestToken ? guestHash : ''}`;
      try {
        const answer = await this.askIdentity(key, ask, requestIdOf(request));
        const answeredAt = Date.now();
        if (ask.sessionToken && sessionHash) {
          person = isLive(answer.person, answeredAt) ? answer.person : null;
          await this.store(() => this.cache.setPerson(sessionHash, person ?? null));
        }
        if (ask.guestToken && guestHash) {
          guest = isLive(answer.guest, answeredAt) ? answer.guest : null;
          await this.store(() => this.cache.setGuest(guestHash, guest ?? null));
        }
      } catch (error) {
        unresolved = true;
        this.identityDown.warn('Identity could not resolve a session cookie; the request goes on as anonymous', error);
      }
    }
    const lookup: SessionLookup = {
      identity: identityFrom(person ?? null, guest ?? null),
      expiresAt: null,
      unresolved,
    };
    const expiries: number[] = [];
    if (person && sessionHash) {
      lookup.sessionHash = sessionHash;
      expiries.push(Date.parse(person.expiresAt));
    }
    if (guest && guestHash) {
      lookup.guestHash = guestHash;
      expiries.push(Date.parse(guest.expiresAt));
    }
    if (expiries.length > 0) lookup.expiresAt = Math.min(...expiries);
    return lookup;
  }

  /** A cache read: a live entry, null for a cached "no session", undefined for anything identity must answer. */
  private async cached<T extends { expiresAt: string }>(
    read: () => Promise<T | null | undefined>,
    now: number,
  ): Promise<T | null | undefined> {
    let entry: T | null | undefined;
    try {
      entry = await read();
    } catch (error) {
      this.cacheDown.warn('The session cache (Redis) is unavailable; asking identity instead', error);
      return undefined;
    }
    if (entry === null) return null;
    return isLive(entry, now) ? entry : undefined;
  }

  private async store(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.cacheDown.warn('The session cache (Redis) is unavailable; asking identity instead', error);
    }
  }

  private askIdentity(key: string, tokens: ResolveSessionRequest, requestId?: string): Promise<ResolvedSession> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const call = this.identity.resolve(tokens, requestId).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call;
  }
}
