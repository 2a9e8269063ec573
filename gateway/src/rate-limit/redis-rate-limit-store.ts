import type { Redis } from 'ioredis';
import { RateLimitStore, WindowCount, windowOf } from './rate-limit-store';

/**
 * Adds ARGV[1] hits to the bucket KEYS[1] and, when that created it, gives it its expiry ARGV[2] (ms): one atomic
 * command, so a crash between the two steps cannot leave a counter without expiry. Returns the new count.
 */
export const ADD_HITS_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return count
`;

type ScriptedRedis = Redis & { rateLimitAddHits(key: string, hits: number, expiryMs: number): Promise<number> };

/**
 * The shared store (REDIS_URL): one key per bucket and window, `<prefix>ratelimit:<key>:<window index>`, counted
 * by ADD_HITS_SCRIPT in one round trip (EVALSHA; ioredis loads the script on first use). With the connection's
 * auto pipelining, the hits of concurrent requests share one write.
 */
export class RedisRateLimitStore extends RateLimitStore {
  private readonly redis: ScriptedRedis;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
  ) {
    super();
    if (!('rateLimitAddHits' in redis)) {
      redis.defineCommand('rateLimitAddHits', { numberOfKeys: 1, lua: ADD_HITS_SCRIPT });
    }
    this.redis = redis as ScriptedRedis;
  }

  hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    return this.add(key, windowMs, 1, now);
  }

  /** Adds `hits` to the bucket of `key` in the window holding `now`; the count includes every instance's hits. */
  async add(key: string, windowMs: number, hits: number, now: number): Promise<WindowCount> {
    const { index, resetAt } = windowOf(now, windowMs);
    const redisKey = `${this.keyPrefix}ratelimit:${key}:${index}`;
    // The key lives until its window ends plus a second of grace for clock skew between instances.
    const count = await this.redis.rateLimitAddHits(redisKey, hits, resetAt - now + 1000);
    return { count: Number(count), resetAt };
  }
}
