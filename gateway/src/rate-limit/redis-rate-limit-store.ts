import type { Redis } from 'ioredis';
import { RateLimitStore, WindowCount, windowOf } from './rate-limit-store';

/**
 * The shared store (REDIS_URL): one key per bucket and window, `<prefix>ratelimit:<key>:<window index>`, counted
 * with INCR and given its expiry with PEXPIRE in one MULTI, so a key never outlives its window for long and a
 * crash between the two commands cannot leave a counter without expiry.
 */
export class RedisRateLimitStore extends RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {
    super();
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const { index, resetAt } = windowOf(now, windowMs);
    const redisKey = `${this.keyPrefix}ratelimit:${key}:${index}`;
    // The key lives until its window ends plus a second of grace for clock skew between instances.
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, resetAt - now + 1000)
      .exec();
    const [incrError, count] = results?.[0] ?? [new Error('MULTI was discarded'), null];
    if (incrError) throw incrError;
    return { count: Number(count), resetAt };
  }
}
