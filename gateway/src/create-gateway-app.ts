import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { GatewayConfig } from './gateway.config';
import { GatewayModule, GatewayModuleOptions } from './gateway.module';
import { GatewayIoAdapter } from './realtime/gateway-io-adapter';

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
  app.useWebSocketAdapter(
    new GatewayIoAdapter(app, { redisUrl: config.REDIS_URL, redisKeyPrefix: config.REDIS_KEY_PREFIX }),
  );
  if (options.handleSignals ?? false) app.enableShutdownHooks();
  return app;
}
