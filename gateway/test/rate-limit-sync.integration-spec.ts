import Redis from 'ioredis';
import { ensureTestServers, uniqueNamespace } from '@app/testing';
import { RedisRateLimitStore } from '../src/rate-limit/redis-rate-limit-store';
import { SyncedRateLimitStore } from '../src/rate-limit/synced-rate-limit-store';
import { windowOf } from '../src/rate-limit/rate-limit-store';

const MINUTE = 60_000;

/** Two gateway instances' synced stores on one real Redis: each counts at once, and a sync shares the counts. */
describe('synced rate limit counting on Redis', () => {
  let redis: Redis;
  let prefix: string;

  beforeAll(async () => {
    const { redisUrl } = await ensureTestServers('redis');
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    prefix = `${uniqueNamespace('ratelimit-sync')}:`;
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  function instance(): SyncedRateLimitStore {
    // A long interval: the test decides when each instance syncs.
    return new SyncedRateLimitStore(new RedisRateLimitStore(redis, prefix), undefined, 3_600_000);
  }

  it('adds each instance hits to one Redis key with an expiry, and each then counts them all', async () => {
    const now = Date.now();
    const a = instance();
    const b = instance();
    const client = 'api:203.0.113.9';
    for (let i = 0; i < 4; i += 1) await a.hit(client, MINUTE, now);
    for (let i = 0; i < 3; i += 1) await b.hit(client, MINUTE, now);
    const key = `${prefix}ratelimit:${client}:${windowOf(now, MINUTE).index}`;
    expect(await redis.get(key)).toBeNull(); // nothing sent before a sync

    await a.sync();
    expect(await redis.get(key)).toBe('4');
    await b.sync();
    expect(await redis.get(key)).toBe('7');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(MINUTE + 1000);

    expect((await b.hit(client, MINUTE, now)).count).toBe(8);
    await b.sync();
    await a.hit(client, MINUTE, now);
    await a.sync();
    expect(await redis.get(key)).toBe('9');
    expect((await a.hit(client, MINUTE, now)).count).toBe(10);
    a.close();
    b.close();
  });

  it('counts an exact hit at once, in the same key format and with an expiry', async () => {
    const store = new RedisRateLimitStore(redis, prefix);
    const now = Date.now();
    expect((await store.hit('auth-login:198.51.100.1', MINUTE, now)).count).toBe(1);
    expect((await store.hit('auth-login:198.51.100.1', MINUTE, now)).count).toBe(2);
    const key = `${prefix}ratelimit:auth-login:198.51.100.1:${windowOf(now, MINUTE).index}`;
    expect(await redis.get(key)).toBe('2');
    expect(await redis.pttl(key)).toBeGreaterThan(0);
  });
});
