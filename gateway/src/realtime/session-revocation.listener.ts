import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import {
  inProcessSessionRevocations,
  parseSessionRevocation,
  sessionRevocationChannel,
  SessionRevocation,
} from '@app/auth-context';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { ThrottledWarning } from '../logging/throttled-warning';
import { GatewayRedis } from '../redis/gateway-redis';
import { RealtimeGateway } from './realtime.gateway';

/**
 * Hears identity's signal that sessions ended and closes their sockets in this process: on the Redis channel
 * `<REDIS_KEY_PREFIX>sessions.revoked` (every gateway process subscribes, on a connection of its own), and in
 * process for the embedded host, where identity runs beside the gateway without Redis.
 */
@Injectable()
export class SessionRevocationListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionRevocationListener.name);
  private readonly connectionWarning = new ThrottledWarning(this.logger);
  private subscriber: Redis | null = null;
  private stopInProcess: (() => void) | null = null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly redis: GatewayRedis,
    private readonly realtime: RealtimeGateway,
  ) {}

  onModuleInit(): void {
    this.stopInProcess = inProcessSessionRevocations.listen((revocation) => this.end(revocation));
    if (!this.redis.client) return;
    const channel = sessionRevocationChannel(this.config.REDIS_KEY_PREFIX);
    // Its own connection: a subscribed one can run no other command. It queues the SUBSCRIBE until Redis is there
    // and subscribes again after every reconnection.
    const subscriber = this.redis.client.duplicate({
      connectionName: 'gateway-session-revocations',
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    this.subscriber = subscriber;
    subscriber.on('error', (error: Error) => this.connectionWarning.warn('Session revocation channel', error));
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      const revocation = parseSessionRevocation(message);
      if (revocation) this.end(revocation);
      else this.logger.warn(`Ignored a malformed message on ${channel}`);
    });
    subscriber.subscribe(channel).catch((error: unknown) => {
      this.connectionWarning.warn(`Could not subscribe to ${channel}`, error);
    });
  }

  private end(revocation: SessionRevocation): void {
    this.realtime.endSessions(revocation);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopInProcess?.();
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (!subscriber) return;
    if (subscriber.status !== 'ready') {
      subscriber.disconnect();
      return;
    }
    try {
      await subscriber.quit();
    } catch {
      subscriber.disconnect();
    }
  }
}
