import { Logger, Module } from '@nestjs/common';
import { ThrottledWarning } from '../logging/throttled-warning';
import { GatewayRedis } from '../redis/gateway-redis';
import { FallbackRateLimitStore, MemoryRateLimitStore, RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

function rateLimitStore(redis: GatewayRedis): RateLimitStore {
  if (!redis.client) return new MemoryRateLimitStore();
  const warning = new ThrottledWarning(new Logger('RateLimit'));
  return new FallbackRateLimitStore(
    new RedisRateLimitStore(redis.client, redis.keyPrefix),
    new MemoryRateLimitStore(),
    (error) => warning.warn('Redis is unavailable; rate limits are counted per gateway instance', error),
  );
}

/**
 * The rate limits: counted in Redis when REDIS_URL is set (shared by every gateway instance, in memory while Redis
 * is away), in memory otherwise.
 */
@Module({
  providers: [{ provide: RateLimitStore, inject: [GatewayRedis], useFactory: rateLimitStore }],
  exports: [RateLimitStore],
})
export class RateLimitModule {}
