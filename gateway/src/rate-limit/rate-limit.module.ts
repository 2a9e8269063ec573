import { Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ThrottledWarning } from '../logging/throttled-warning';
import { GatewayRedis } from '../redis/gateway-redis';
import { FallbackRateLimitStore, MemoryRateLimitStore, RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { SYNCED_RATE_LIMIT_STORE, SyncedRateLimitStore } from './synced-rate-limit-store';

function unavailableWarning(): (error: unknown) => void {
  const warning = new ThrottledWarning(new Logger('RateLimit'));
  return (error) => warning.warn('Redis is unavailable; rate limits are counted per gateway instance', error);
}

function rateLimitStore(redis: GatewayRedis): RateLimitStore {
  if (!redis.client) return new MemoryRateLimitStore();
  return new FallbackRateLimitStore(
    new RedisRateLimitStore(redis.client, redis.keyPrefix),
    new MemoryRateLimitStore(),
    unavailableWarning(),
  );
}

/** Stops its background sync when the gateway shuts down. */
class ClosingSyncedRateLimitStore extends SyncedRateLimitStore implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    this.close();
  }
}

function syncedRateLimitStore(redis: GatewayRedis): SyncedRateLimitStore | null {
  if (!redis.client) return null;
  return new ClosingSyncedRateLimitStore(new RedisRateLimitStore(redis.client, redis.keyPrefix), unavailableWarning());
}

/**
 * The rate limits: counted in Redis when REDIS_URL is set (shared by every gateway instance, in memory while Redis
 * is away), in memory otherwise. Rules with `counting: 'synced'` count in this instance and reach Redis in the
 * background (synced-rate-limit-store.ts).
 */
@Module({
  providers: [
    { provide: RateLimitStore, inject: [GatewayRedis], useFactory: rateLimitStore },
    { provide: SYNCED_RATE_LIMIT_STORE, inject: [GatewayRedis], useFactory: syncedRateLimitStore },
  ],
  exports: [RateLimitStore, SYNCED_RATE_LIMIT_STORE],
})
export class RateLimitModule {}
