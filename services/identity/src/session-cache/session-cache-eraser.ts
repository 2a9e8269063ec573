import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  inProcessSessionRevocations,
  SessionCache,
  sessionRevocationChannel,
  SessionRevocation,
} from '@app/auth-context';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';

/** How long after a revocation the cache entries are forgotten a second time. */
export const SECOND_FORGET_DELAY_MS = 2_000;

/**
 * Forgets ended sessions in the gateway's Redis cache, so a signed-out, banned, suspended, deleted or reset person's
 * session is dead at the next request, and announces them on `<prefix>sessions.revoked` so every gateway process
 * closes the sockets opened with them. Without REDIS_URL the gateway keeps no cache and runs in this process
 * (embedded mode): the announcement goes through `inProcessSessionRevocations` instead.
 */
@Injectable()
export class SessionCacheEraser implements OnApplicationShutdown {
  private readonly logger = new Logger(SessionCacheEraser.name);
  private readonly redis?: Redis;
  private readonly cache?: SessionCache;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly channel: string;

  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    this.channel = sessionRevocationChannel(config.REDIS_KEY_PREFIX);
    if (config.REDIS_URL) {
      this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
      this.cache = new SessionCache(this.redis, config.REDIS_KEY_PREFIX, config.INTERNAL_SECRET);
    }
  }

  /** Forgets people's sessions by token hash and closes their sockets. */
  forget(sessionHashes: string[]): Promise<void> {
    return this.twice({ sessions: sessionHashes, guests: [] }, (hashes) => this.cache!.forget(hashes));
  }

  /** Forgets guest sessions by token hash and closes their sockets. */
  forgetGuests(guestHashes: string[]): Promise<void> {
    return this.twice({ sessions: [], guests: guestHashes }, (hashes) => this.cache!.forgetGuests(hashes));
  }

  /**
   * Now and once more shortly after: a gateway that read the row just before it was deleted may put it back in the
   * cache (or admit a socket with it) after the first round. Failures are logged, never thrown: the rows are gone
   * already.
   */
  private async twice(revocation: SessionRevocation, erase: (hashes: string[]) => Promise<void>): Promise<void> {
    const hashes = [...revocation.sessions, ...revocation.guests];
    if (hashes.length === 0) return;
    const once = async () => {
      try {
        if (this.redis) {
          await erase(hashes);
          await this.redis.publish(this.channel, JSON.stringify(revocation));
        } else {
          inProcessSessionRevocations.announce(revocation);
        }
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
