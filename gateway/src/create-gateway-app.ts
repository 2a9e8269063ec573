import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { installInFrontOfExpress } from '@app/service-kit';
import type { GatewayConfig } from './gateway.config';
import { GatewayModule, GatewayModuleOptions } from './gateway.module';
import { EdgeRequestHandler } from './edge/edge-request-handler';
import { GatewayMetrics } from './metrics/gateway-metrics';
import { GatewayIoAdapter } from './realtime/gateway-io-adapter';
import { SocketConnectionLimit } from './realtime/socket-connection-limit';

export interface GatewayAppOptions extends GatewayModuleOptions {
  /** On in the gateway's own process (main.ts); off by default so a host running several apps (embedded mode) stops them itself. */
  handleSignals?: boolean;
}

/**
 * Builds the gateway (HTTP proxy, web build, health, docs, Socket.IO) without listening: the caller runs
 * `await app.listen(config.PORT, config.HOST)` and later `await app.close()`.
 */
export async function createGatewayApp(
  config: GatewayConfig,
  options: GatewayAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(config, options), {
    // The gateway never parses a body: requests stream through to the services untouched.
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  keepIdleConnectionsOpen(app.getHttpServer() as Server, config.KEEP_ALIVE_TIMEOUT_MS);
  installEdgeRequestHandler(app);
  const connectionLimit = app.get(SocketConnectionLimit);
  app.useWebSocketAdapter(
    new GatewayIoAdapter(app, {
      redisUrl: config.REDIS_URL,
      redisKeyPrefix: config.REDIS_KEY_PREFIX,
      connectionRefusal: (request) => connectionLimit.refusal(request),
    }),
  );
  if (options.handleSignals ?? false) app.enableShutdownHooks();
  return app;
}

/**
 * Puts EdgeRequestHandler in front of the Express app on the HTTP server, before listen (Socket.IO, attached at
 * listen, then keeps it as the listener for everything but /socket.io).
 */
function installEdgeRequestHandler(app: NestExpressApplication): void {
  const metrics = app.get(GatewayMetrics);
  const edge = app.get(EdgeRequestHandler);
  installInFrontOfExpress(app, (express) => metrics.timed(edge.listener(express)));
}

/**
 * Node closes an idle keep-alive connection after 5 s by default. A front proxy or load balancer pooling connections
 * to the gateway (or a client keeping them longer) may then send a request on a connection the gateway is closing,
 * and that request fails (a 502 at the proxy, ECONNRESET or "socket hang up" at a client): the gateway has to be
 * the more patient side. The headers' timeout stays above it, so that the next request on a kept connection is
 * not judged late by it either.
 */
function keepIdleConnectionsOpen(server: Server, idleMs: number): void {
  server.keepAliveTimeout = idleMs;
  server.headersTimeout = idleMs + 1_000;
}
