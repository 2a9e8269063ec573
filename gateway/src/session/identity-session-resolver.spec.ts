import type { IncomingMessage } from 'node:http';
import { ANONYMOUS, hashSessionToken } from '@app/auth-context';
import { GUEST_COOKIE, ResolvedSession, ResolveSessionRequest, SESSION_COOKIE } from '@app/contracts';
import { IdentitySessionsClient } from './identity-sessions.client';
import { IdentitySessionResolver } from './identity-session-resolver';
import { NoSessionLookupCache, ResolvedGuest, ResolvedPerson, SessionLookupCache } from './session-lookup-cache';

const LATER = new Date(Date.now() + 3_600_000).toISOString();
const EARLIER = new Date(Date.now() - 1000).toISOString();

const aoife: ResolvedPerson = {
  userId: 7,
  role: 'customer',
  isAdmin: false,
  banned: false,
  name: 'Aoife Byrne',
  email: 'aoife@example.ie',
  expiresAt: LATER,
};
const guest: ResolvedGuest = { guestSessionId: 12, expiresAt: LATER };

class FakeIdentity extends IdentitySessionsClient {
  readonly calls: ResolveSessionRequest[] = [];
  answer: (tokens: ResolveSessionRequest) => Promise<ResolvedSession> = (tokens) =>
    Promise.resolve({
      person: tokens.sessionToken === 'good' ? aoife : null,
      guest: tokens.guestToken === 'guest' ? guest : null,
    });

  resolve(tokens: ResolveSessionRequest): Promise<ResolvedSession> {
    this.calls.push(tokens);
    return this.answer(tokens);
  }
}

class MemoryCache extends SessionLookupCache {
  readonly people = new Map<string, ResolvedPerson | null>();
  readonly guests = new Map<string, ResolvedGuest | null>();
  failing = false;

  private check(): void {
    if (this.failing) throw new Error('redis down');
  }
  getPerson(hash: string) {
    this.check();
    return Promise.resolve(this.people.get(hash));
  }
  setPerson(hash: string, person: ResolvedPerson | null) {
    this.check();
    this.people.set(hash, person);
    return Promise.resolve();
  }
  getGuest(hash: string) {
    this.check();
    return Promise.resolve(this.guests.get(hash));
  }
  setGuest(hash: string, value: ResolvedGuest | null) {
    this.check();
    this.guests.set(hash, value);
    return Promise.resolve();
  }
}

function withCookie(cookie?: string): IncomingMessage {
  return { headers: cookie === undefined ? {} : { cookie } } as unknown as IncomingMessage;
}

describe(IdentitySessionResolver.name, () => {
  let identity: FakeIdentity;
  let cache: MemoryCache;
  let resolver: IdentitySessionResolver;
  let warnings: string[];

  beforeEach(() => {
    identity = new FakeIdentity();
    cache = new MemoryCache();
    resolver = new IdentitySessionResolver(identity, cache);
    warnings = [];
    jest
      .spyOn((resolver as unknown as { logger: { warn: (message: string) => void } }).logger, 'warn')
      .mockImplementation((message: string) => {
        warnings.push(message);
      });
  });

  it('is anonymous without a call when no cookie or none of ours is sent', async () => {
    expect(await resolver.resolve(withCookie())).toEqual(ANONYMOUS);
    expect(await resolver.resolve(withCookie('theme=dark'))).toEqual(ANONYMOUS);
    expect(identity.calls).toEqual([]);
  });

  it('resolves a session cookie to the person and caches the answer by the token hash', async () => {
    const identityOfRequest = await resolver.resolve(withCookie(`theme=dark; ${SESSION_COOKIE}=good`));
    expect(identityOfRequest).toEqual({
      userId: 7,
      role: 'customer',
      isAdmin: false,
      banned: false,
      guestSessionId: null,
      name: 'Aoife Byrne',
      email: 'aoife@example.ie',
    });
    expect(identity.calls).toEqual([{ sessionToken: 'good' }]);
    expect(cache.people.get(hashSessionToken('good'))).toEqual(aoife);

    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=good`))).toEqual(identityOfRequest);
    expect(identity.calls).toHaveLength(1);
  });

  it('caches "no such session" too, and answers it as anonymous', async () => {
    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=stale`))).toEqual(ANONYMOUS);
    expect(cache.people.get(hashSessionToken('stale'))).toBeNull();
    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=stale`))).toEqual(ANONYMOUS);
    expect(identity.calls).toHaveLength(1);
  });

  it('asks identity again once the entry is forgotten', async () => {
    await resolver.resolve(withCookie(`${SESSION_COOKIE}=good`));
    cache.people.delete(hashSessionToken('good'));
    identity.answer = () => Promise.resolve({ person: null, guest: null });
    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=good`))).toEqual(ANONYMOUS);
    expect(identity.calls).toHaveLength(2);
  });

  it('resolves a guest cookie to the guest session, alone or beside a person', async () => {
    expect(await resolver.resolve(withCookie(`${GUEST_COOKIE}=guest`))).toEqual({ ...ANONYMOUS, guestSessionId: 12 });
    expect(identity.calls).toEqual([{ guestToken: 'guest' }]);

    const both = await resolver.resolve(withCookie(`${GUEST_COOKIE}=guest; ${SESSION_COOKIE}=good`));
    expect(both).toMatchObject({ userId: 7, guestSessionId: 12 });
    // The guest came from the cache: identity was asked about the session only.
    expect(identity.calls[1]).toEqual({ sessionToken: 'good' });
  });

  it('treats an expired person or guest as gone, and asks again about an expired cached one', async () => {
    identity.answer = () =>
      Promise.resolve({ person: { ...aoife, expiresAt: EARLIER }, guest: { ...guest, expiresAt: EARLIER } });
    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=good; ${GUEST_COOKIE}=guest`))).toEqual(ANONYMOUS);
    expect(cache.people.get(hashSessionToken('good'))).toBeNull();

    cache.people.set(hashSessionToken('renewed'), { ...aoife, expiresAt: EARLIER });
    identity.answer = () => Promise.resolve({ person: aoife, guest: null });
    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=renewed`))).toMatchObject({ userId: 7 });
    expect(identity.calls.at(-1)).toEqual({ sessionToken: 'renewed' });
  });

  it('passes banned and admin flags through', async () => {
    identity.answer = () => Promise.resolve({ person: { ...aoife, banned: true, isAdmin: true }, guest: null });
    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=x`))).toMatchObject({ banned: true, isAdmin: true });
  });

  it('goes on as anonymous when identity is down, warning once a minute and caching nothing', async () => {
    identity.answer = () => Promise.reject(new Error('connect ECONNREFUSED'));
    for (let i = 0; i < 3; i += 1) {
      expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=good`))).toEqual(ANONYMOUS);
    }
    expect(identity.calls).toHaveLength(3);
    expect(cache.people.size).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Identity could not resolve.*ECONNREFUSED/);
  });

  it('keeps a cached guest when identity fails on the session', async () => {
    cache.guests.set(hashSessionToken('guest'), guest);
    identity.answer = () => Promise.reject(new Error('timeout'));
    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=good; ${GUEST_COOKIE}=guest`))).toEqual({
      ...ANONYMOUS,
      guestSessionId: 12,
    });
  });

  it('asks identity when the cache is down', async () => {
    cache.failing = true;
    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=good`))).toMatchObject({ userId: 7 });
    expect(await resolver.resolve(withCookie(`${SESSION_COOKIE}=good`))).toMatchObject({ userId: 7 });
    expect(identity.calls).toHaveLength(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/session cache/);
  });

  it('asks identity once for a burst of requests carrying the same cold cookie', async () => {
    let release: () => void = () => undefined;
    identity.answer = () =>
      new Promise((resolve) => {
        release = () => resolve({ person: aoife, guest: null });
      });
    const burst = Promise.all(Array.from({ length: 5 }, () => resolver.resolve(withCookie(`${SESSION_COOKIE}=good`))));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await burst).map((person) => person.userId)).toEqual([7, 7, 7, 7, 7]);
    expect(identity.calls).toHaveLength(1);
  });

  it('asks identity on every request without a cache (embedded mode)', async () => {
    const uncached = new IdentitySessionResolver(identity, new NoSessionLookupCache());
    await uncached.resolve(withCookie(`${SESSION_COOKIE}=good`));
    await uncached.resolve(withCookie(`${SESSION_COOKIE}=good`));
    expect(identity.calls).toHaveLength(2);
  });
});
