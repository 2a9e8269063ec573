import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { SessionCache } from '@app/auth-context';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';

/** How long after a revocation the cache entries are forgotten a second time. */
export const SECOND_FORGET_DELAY_MS = 2_000;

/**
 * Forgets ended sessions in the gateway's Redis cache, so a signed-out, banned, suspended, deleted or reset person's
 * session is dead at the next request. Without REDIS_URL the gateway keeps no cache and there is nothing to forget.
 */
@Injectable()
export class SessionCacheEraser implements OnApplicationShutdown {
  private readonly logger = new Logger(SessionCacheEraser.name);
  private readonly redis?: Redis;
  private readonly cache?: SessionCache;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    if (config.REDIS_URL) {
      this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
      this.cache = new SessionCache(this.redis, config.REDIS_KEY_PREFIX, config.INTERNAL_SECRET);
    }
  }

  /** Forgets people's sessions by token hash. */
  forget(sessionHashes: string[]): Promise<void> {
    return this.twice(sessionHashes, (hashes) => this.cache!.forget(hashes));
  }

  /** Forgets guest sessions by token hash. */
  forgetGuests(guestHashes: string[]): Promise<void> {
    return this.twice(guestHashes, (hashes) => this.cache!.forgetGuests(hashes));
  }

  /**
   * Now and once more shortly after: a gateway that read the row just before it was deleted may put it back in the
   * cache after the first forget. Failures are logged, never thrown: the rows are gone already.
   */
  private async twice(hashes: string[], erase: (hashes: string[]) => Promise<void>): Promise<void> {
    if (!this.redis || hashes.length === 0) return;
    const once = async () => {
      try {
        await erase(hashes);
      } catch (error) {
        this.logger.error(`Could not forget ${hashes.length} cached session(s): ${(error as Error).message}`);
      }
    };
    await once();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void once();
    }, SECOND_FORGET_DELAY_MS);
    timer.unref();
    this.timers.add(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.redis?.quit().catch(() => undefined);
  }
}
