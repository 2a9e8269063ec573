import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { isSameOrigin } from './same-origin';

export interface GatewayIoAdapterOptions {
  /** With it, the Socket.IO Redis adapter lets any gateway instance reach any socket; without it, in memory. */
  redisUrl?: string;
  /** Prefix of the adapter's pub/sub channels (`<prefix>socket.io#...`). */
  redisKeyPrefix: string;
}

/**
 * Socket.IO on the gateway's own HTTP server at /socket.io: same-origin only, no client bundle served, and the
 * Redis adapter (two ioredis clients, one publishing and one subscribed) when REDIS_URL is set.
 */
export class GatewayIoAdapter extends IoAdapter {
  private readonly logger = new Logger(GatewayIoAdapter.name);
  private readonly redisClients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly options: GatewayIoAdapterOptions,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const sameOriginOnly: Partial<ServerOptions> = {
      ...options,
      serveClient: false,
      cors: undefined,
      allowRequest: (request, callback) => {
        const allowed = isSameOrigin(request.headers);
        callback(allowed ? null : 'Cross-origin connections are not allowed', allowed);
      },
    };
    const server: Server = super.createIOServer(port, sameOriginOnly);
    if (this.options.redisUrl) server.adapter(this.redisAdapter(this.options.redisUrl));
    return server;
  }

  private redisAdapter(url: string) {
    // Commands wait for the connection instead of failing: the adapter never catches a failed subscribe or publish,
    // and an unhandled rejection would end the process while Redis is away (ioredis re-subscribes on reconnect).
    const publisher = new Redis(url, {
      connectionName: 'gateway-socket.io-pub',
      maxRetriesPerRequest: null,
      disconnectTimeout: 200,
    });
    const subscriber = publisher.duplicate({ connectionName: 'gateway-socket.io-sub' });
    for (const client of [publisher, subscriber]) {
      client.on('error', (error: Error) => this.logger.warn(`Socket.IO Redis adapter: ${error.message}`));
      this.redisClients.push(client);
    }
    this.logger.log(`Socket.IO uses the Redis adapter (channel prefix ${this.options.redisKeyPrefix}socket.io)`);
    return createAdapter(publisher, subscriber, { key: `${this.options.redisKeyPrefix}socket.io` });
  }

  override async dispose(): Promise<void> {
    await Promise.allSettled(
      this.redisClients.splice(0).map(async (client) => {
        // QUIT would wait in the offline queue for a connection that may never come.
        if (client.status !== 'ready') {
          client.disconnect();
          return;
        }
        try {
          await client.quit();
        } catch {
          client.disconnect();
        }
      }),
    );
    await super.dispose();
  }
}
