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
