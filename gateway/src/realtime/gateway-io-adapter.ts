import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { IncomingMessage } from 'node:http';
import type { Server, ServerOptions } from 'socket.io';
import { isSameOrigin } from './same-origin';

export interface GatewayIoAdapterOptions {
  /** With it, the Socket.IO Redis adapter lets any gateway instance reach any socket; without it, in memory. */
  redisUrl?: string;
  /** Prefix of the adapter's pub/sub channels (`<prefix>socket.io#...`). */
  redisKeyPrefix: string;
  /** Decides each new connection's handshake: null to let it on, else the refusal's message (a rate limit). */
  connectionRefusal?: (request: IncomingMessage) => Promise<string | null>;
}

/**
 * Socket.IO on the gateway's own HTTP server at /socket.io: same-origin only, new connections rate-limited per
 * client network (refused with 403 on polling, 400 on a WebSocket upgrade, before any session lookup), no client
 * bundle served, and the Redis adapter (two ioredis clients, one publishing and one subscribed) when REDIS_URL is
 * set.
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
      // Engine.IO asks this of handshakes only (a request of an open connection carries its sid).
      allowRequest: (request, callback) => {
        if (!isSameOrigin(request.headers)) {
          callback('Cross-origin connections are not allowed', false);
          return;
        }
        const refusal = this.options.connectionRefusal;
        if (!refusal) {
          callback(null, true);
          return;
        }
        void refusal(request).then((message) => callback(message, message === null));
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
