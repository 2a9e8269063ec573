import 'reflect-metadata';
import { INestApplication, Logger } from '@nestjs/common';
import { ConfigError, Env, loadConfig } from '@app/config';
import { createGatewayApp, gatewayConfigSchema } from '@app/gateway';
import { inProcessBus } from '@app/messaging';
import { startService } from '@app/service-kit';
import { startEmbeddedDatabase } from './embedded-database';
import { embeddedConfigSchema, internalSecretOf } from './embedded.config';
import { services } from './service-catalogue';

/**
 * The embedded default behind `npm start`: an embedded PostgreSQL, the in-process event bus, all six services on
 * internal ports and the gateway on PORT, in one Node process.
 */
export async function startEmbedded(env: Env): Promise<{ url: string; stop(): Promise<void> }> {
  const logger = new Logger('Embedded');
  const config = loadConfig(embeddedConfigSchema, env);
  const internalSecret = internalSecretOf(config);
  const database = await startEmbeddedDatabase(config.DATA_DIR, config.EMBEDDED_DB_PORT);
  const apps: INestApplication[] = [];
  const serviceUrls: Record<string, string> = {};
  // Hold in-process deliveries until every service has subscribed, so none misses an early event.
  inProcessBus.pause();
  try {
    for (const [index, service] of services.entries()) {
      const port = config.SERVICE_PORT_BASE + index + 1;
      const running = await startService(
        service.definition,
        {
          // Everything the person set (SMTP_URL, ADMIN_EMAIL, Stripe keys...) reaches the services, except the
          // broker: embedded mode always uses the in-process bus.
          ...env,
          AMQP_URL: undefined,
          NODE_ENV: config.NODE_ENV,
          LOG_LEVEL: config.LOG_LEVEL,
          AUTH_EMBEDDED_ADMIN: 'true',
          SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? 'true',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: database.url,
          INTERNAL_SECRET: internalSecret,
          DATA_DIR: config.DATA_DIR,
          DB_POOL_SIZE: '4',
        },
        { handleSignals: false },
      );
      apps.push(running.app);
      serviceUrls[service.urlVariable] = running.url;
    }
    const gatewayConfig = loadConfig(gatewayConfigSchema, {
      ...env,
      ...serviceUrls,
      PORT: String(config.PORT),
      HOST: config.HOST,
      INTERNAL_SECRET: internalSecret,
      // The services use the in-process bus here, so the gateway hears chat events there too.
      AMQP_URL: undefined,
    });
    const gateway = await createGatewayApp(gatewayConfig);
    await gateway.listen(config.PORT, config.HOST);
    apps.push(gateway);
    inProcessBus.resume();
  } catch (error) {
    await Promise.allSettled(apps.reverse().map((app) => app.close()));
    await database.stop();
    throw error;
  }
  const url = `http://localhost:${config.PORT}`;
  logger.log(`Local Shop Marketplace is ready at ${url}`);
  return {
    url,
    stop: async () => {
      for (const app of [...apps].reverse()) await app.close();
      await database.stop();
    },
  };
}

if (require.main === module) {
  startEmbedded(process.env)
    .then((running) => {
      let stopping = false;
      const stop = (signal: string) => {
        if (stopping) return;
        stopping = true;
        new Logger('Embedded').log(`${signal} received, stopping`);
        running.stop().then(
          () => process.exit(0),
          (error: unknown) => {
            process.stderr.write(`Stop failed: ${String(error)}\n`);
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', () => stop('SIGINT'));
      process.on('SIGTERM', () => stop('SIGTERM'));
    })
    .catch((error: unknown) => {
      process.stderr.write(
        error instanceof ConfigError
          ? `${error.message}\n`
          : `Start failed: ${(error as Error).stack ?? String(error)}\n`,
      );
      process.exit(1);
    });
}
