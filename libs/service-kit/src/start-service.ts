import { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import { pino } from 'pino';
import { ZodType } from 'zod';
import { IdentityMiddleware } from '@app/auth-context';
import { ConfigError, Env, loadConfig, refuseWeakSecretsInProduction } from '@app/config';
import { installInFrontOfExpress } from './http/in-front-of-express';
import { leanRouteListener, LeanRoute } from './http/lean-route';
import { logDestination, LogFormat } from './log-destination';
import { logsRequestLines } from './logging';
import { ServiceMetrics } from './metrics/service-metrics';
import { setUpOpenApi } from './openapi';
import { BaseServiceConfig } from './service-config';

/** Everything needed to run one service, in its own process or beside the others in embedded mode. */
export interface ServiceDefinition<C extends BaseServiceConfig = BaseServiceConfig> {
  name: string;
  description: string;
  configSchema: ZodType<C, any, any>;
  rootModule(config: C): DynamicModule;
  /** Keep each request's unparsed body as `request.rawBody` (billing verifies Stripe's webhook signature on it). */
  rawBody?: boolean;
  /** Public calls answered before Express and Nest (lean-route.ts), built from the app's providers. */
  leanRoutes?(app: INestApplication): LeanRoute[];
}

export interface RunningService {
  name: string;
  app: INestApplication;
  url: string;
}

export interface ServiceStartOptions {
  /** Off when several apps share one process (embedded mode): the host stops them in order instead. */
  handleSignals?: boolean;
}

export async function createServiceApp<C extends BaseServiceConfig>(
  definition: ServiceDefinition<C>,
  config: C,
  options: ServiceStartOptions = {},
): Promise<INestApplication> {
  const app = await NestFactory.create(definition.rootModule(config), {
    bufferLogs: true,
    rawBody: definition.rawBody ?? false,
  });
  app.useLogger(app.get(PinoLogger));
  app.use(app.get(ServiceMetrics).middleware);
  app.getHttpAdapter().getInstance().disable('x-powered-by');
  if (definition.leanRoutes) installLeanRoutes(app, definition.leanRoutes(app), config);
  if (options.handleSignals ?? true) app.enableShutdownHooks();
  setUpOpenApi(app, definition.name, definition.description);
  return app;
}

/** Puts the lean routes in front of the Express app (before listen): Express keeps every other request. */
function installLeanRoutes(app: INestApplication, routes: LeanRoute[], config: BaseServiceConfig): void {
  const dependencies = {
    routes,
    identity: app.get(IdentityMiddleware),
    metrics: app.get(ServiceMetrics),
    logRequestLines: logsRequestLines(config.LOG_LEVEL),
    // The logger startService runs the app under (tagged with the service); nestjs-pino's root one otherwise.
    logger: storage.getStore()?.logger,
  };
  installInFrontOfExpress(app, (express) => leanRouteListener(dependencies, express));
}

/**
 * The service's own schema plus the rules every service shares: in production, no placeholder INTERNAL_SECRET.
 * Throws ConfigError naming every bad variable.
 */
export function loadServiceConfig<C extends BaseServiceConfig>(definition: ServiceDefinition<C>, env: Env): C {
  return loadConfig(definition.configSchema.superRefine(refuseWeakSecretsInProduction), env);
}

export async function startService<C extends BaseServiceConfig>(
  definition: ServiceDefinition<C>,
  env: Env,
  options: ServiceStartOptions = {},
): Promise<RunningService> {
  const config = loadServiceConfig(definition, env);
  return runLoggingAs({ service: definition.name }, config, async () => {
    const app = await createServiceApp(definition, config, options);
    await app.listen(config.PORT, config.HOST);
    return { name: definition.name, app, url: `http://${config.HOST}:${config.PORT}` };
  });
}

/**
 * Runs `start` so that everything it sets going (the app, its timers and consumers) logs under `tag`, even beside
 * other apps in one process, where Nest's logger is one for all (embedded mode, issue 19).
 */
export function runLoggingAs<T>(
  tag: Record<string, string>,
  config: { LOG_LEVEL: string; LOG_FORMAT: LogFormat },
  start: () => Promise<T>,
): Promise<T> {
  const logger = pino({ level: config.LOG_LEVEL, base: tag }, logDestination(config.LOG_FORMAT));
  return storage.run(new Store(logger), start);
}

/** The body of every service's main.ts: a bad configuration stops the start with a message naming it. */
export function runServiceMain<C extends BaseServiceConfig>(definition: ServiceDefinition<C>, env: Env): void {
  startService(definition, env).catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${definition.name}: ${error.message}\n`);
    } else {
      process.stderr.write(`${definition.name} failed to start: ${(error as Error).stack ?? String(error)}\n`);
    }
    process.exit(1);
  });
}
