import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { ThrottledWarning } from '../logging/throttled-warning';

/** A Redis command (session cache, rate limit) that takes longer fails, so the request goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** How long start-up waits for the first connection before it goes on without Redis (it keeps reconnecting). */
export const REDIS_STARTUP_WAIT_MS = 3000;

/**
 * The gateway's one Redis connection for the session cache and the rate limits (the Socket.IO adapter keeps its
 * own two). `client` is null without REDIS_URL. While Redis is away commands fail at once (no offline queue) or
 * after a short timeout, and every user of it carries on without Redis rather than fail or slow the request.
 */
@Injectable()
export class GatewayRedis implements OnModuleInit, OnApplicationShutdown {
  readonly client: Redis | null;
  readonly keyPrefix: string;
  private readonly connectionWarning = new ThrottledWarning(new Logger(GatewayRedis.name));

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.keyPrefix = config.REDIS_KEY_PREFIX;
    this.client = config.REDIS_URL
      ? new Redis(config.REDIS_URL, {
          connectionName: 'gateway',
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
          // Commands of concurrent requests issued in one event-loop turn (rate-limit counts, session reads) leave
          // in one write: under load one syscall serves many requests instead of one each.
          enableAutoPipelining: true,
          // A stream that never connected is destroyed at once on shutdown instead of two seconds later.
          disconnectTimeout: 200,
        })
      : null;
    this.client?.on('error', (error: Error) => this.connectionWarning.warn('Redis connection problem', error));
  }

  /** Gives the connection a moment before the gateway listens, so the first requests already use Redis. */
  async onModuleInit(): Promise<void> {
    const client = this.client;
    if (!client || client.status === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    let onReady: (() => void) | undefined;
    const ready = await Promise.race([
      new Promise<boolean>((resolve) => {
        onReady = () => resolve(true);
        client.once('ready', onReady);
      }),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), REDIS_STARTUP_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (onReady) client.off('ready', onReady);
    if (!ready) {
      new Logger(GatewayRedis.name).warn(
        'Redis is not reachable yet: until it is, identity resolves every session and rate limits count per instance',
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client) return;
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}
