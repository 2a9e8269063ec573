import type { Redis } from 'ioredis';
import type { ResolvedSession } from '@app/contracts';
import { hashSessionToken, SessionCache } from './session-cache';

const SECRET = 'a-secret-long-enough-for-the-internal-signature-0123456789';

/** The three Redis commands the cache uses, on a Map. */
function memoryRedis(): { redis: Redis; store: Map<string, string> } {
  const store = new Map<string, string>();
  const redis = {
    get: (key: string) => Promise.resolve(store.get(key) ?? null),
    set: (key: string, value: string) => {
      store.set(key, value);
      return Promise.resolve('OK');
    },
    del: (...keys: string[]) => Promise.resolve(keys.filter((key) => store.delete(key)).length),
  } as unknown as Redis;
  return { redis, store };
}

const admin: NonNullable<ResolvedSession['person']> = {
  userId: 1,
  role: 'admin',
  isAdmin: true,
  banned: false,
  name: 'Admin Person',
  email: 'admin@example.ie',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

describe(SessionCache.name, () => {
  it('reads back what it wrote, signed, and forgets it', async () => {
    const { redis, store } = memoryRedis();
    const cache = new SessionCache(redis, 'p:', SECRET);
    const hash = hashSessionToken('token');
    await cache.set(hash, admin);
    expect(store.get(`p:session:${hash}`)).toMatch(/^[A-Za-z0-9_-]{43}\.\{/);
    await expect(cache.get(hash)).resolves.toEqual(admin);
    await cache.set(hash, null);
    await expect(cache.get(hash)).resolves.toBeNull();
    await cache.forget([hash]);
    await expect(cache.get(hash)).resolves.toBeUndefined();
  });

  it('reads an entry written without the secret as a miss (plain JSON, a guessed signature, another secret)', async () => {
    const { redis, store } = memoryRedis();
    const cache = new SessionCache(redis, 'p:', SECRET);
    const hash = hashSessionToken('attacker');
    const key = `p:session:${hash}`;
    for (const forged of [
      JSON.stringify(admin),
      `${'A'.repeat(43)}.${JSON.stringify(admin)}`,
      `.${JSON.stringify(admin)}`,
      'not json at all',
    ]) {
      store.set(key, forged);
      await expect(cache.get(hash)).resolves.toBeUndefined();
    }
    await new SessionCache(redis, 'p:', 'another-secret-that-is-also-long-enough-0123456789').set(hash, admin);
    await expect(cache.get(hash)).resolves.toBeUndefined();
  });

  it("refuses a genuine entry copied under another token's key", async () => {
    const { redis, store } = memoryRedis();
    const cache = new SessionCache(redis, 'p:', SECRET);
    const adminHash = hashSessionToken('admin-token');
    const attackerHash = hashSessionToken('attacker-token');
    await cache.set(adminHash, admin);
    store.set(`p:session:${attackerHash}`, store.get(`p:session:${adminHash}`)!);
    await expect(cache.get(attackerHash)).resolves.toBeUndefined();
    // Nor can a person's entry be read as a guest session, or the reverse.
    store.set(`p:guest-session:${adminHash}`, store.get(`p:session:${adminHash}`)!);
    await expect(cache.getGuest(adminHash)).resolves.toBeUndefined();
  });

  it('signs guest sessions the same way', async () => {
    const { redis, store } = memoryRedis();
    const cache = new SessionCache(redis, 'p:', SECRET);
    const hash = hashSessionToken('guest');
    const guest = { guestSessionId: 12, expiresAt: admin.expiresAt };
    await cache.setGuest(hash, guest);
    await expect(cache.getGuest(hash)).resolves.toEqual(guest);
    store.set(`p:guest-session:${hash}`, JSON.stringify({ guestSessionId: 99, expiresAt: admin.expiresAt }));
    await expect(cache.getGuest(hash)).resolves.toBeUndefined();
  });
});
