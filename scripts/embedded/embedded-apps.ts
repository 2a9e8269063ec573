import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import { Env, loadConfig } from '@app/config';
import { createGatewayApp, gatewayConfigSchema } from '@app/gateway';
import { inProcessBus } from '@app/messaging';
import { isPrettyLog, logDestination, runLoggingAs, startService } from '@app/service-kit';
import { pino } from 'pino';
import { demoSignIns } from '@app/contracts';
import { BootstrapAdminService, EMBEDDED_ADMIN_EMAIL } from '@app/identity';
import { EmbeddedDatabase } from './embedded-database';
import { EmbeddedConfig, internalSecretOf } from './embedded.config';
import { readyBanner, ReadyFacts, readyLogLine } from './ready-banner';
import { services } from './service-catalogue';

/** The host's own lines (the database, stopping), in the apps' format. */
export function hostLogger(config: Pick<EmbeddedConfig, 'LOG_LEVEL' | 'LOG_FORMAT'>) {
  return pino({ level: config.LOG_LEVEL, base: { app: 'embedded' } }, logDestination(config.LOG_FORMAT));
}

/** The admin to sign in with: ADMIN_EMAIL, or the embedded admin (with its password on the start that made it). */
function adminOf(env: Env, identity: INestApplication): ReadyFacts['admin'] {
  if (env.ADMIN_EMAIL) return { email: env.ADMIN_EMAIL };
  const created = identity.get(BootstrapAdminService, { strict: false }).createdEmbeddedAdmin;
  return created ?? { email: EMBEDDED_ADMIN_EMAIL };
}

/** Identity creates the demo accounts with SEED_DEMO_DATA (on by default here) outside production only. */
function demoSeeded(config: EmbeddedConfig, env: Env): boolean {
  const seed = env.SEED_DEMO_DATA ?? 'true';
  return (seed === 'true' || seed === '1') && config.NODE_ENV !== 'production';
}

function mailboxOf(config: EmbeddedConfig, env: Env, url: string): string {
  if (env.SMTP_URL) return 'sent through SMTP_URL';
  if (config.NODE_ENV === 'production') return `written to ${join(config.DATA_DIR, 'mail')} (no SMTP_URL)`;
  return `${url}/dev/mail`;
}

export interface RunningEmbedded {
  url: string;
  stop(): Promise<void>;
}

/**
 * The apps of the embedded mode on its ready database: all six services on internal ports and the gateway on PORT,
 * in this process, with the in-process event bus.
 */
export async function startEmbeddedApps(
  config: EmbeddedConfig,
  env: Env,
  database: EmbeddedDatabase,
): Promise<RunningEmbedded> {
  const internalSecret = internalSecretOf(config);
  hostLogger(config).info(database.listening);
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
      // Beside the services' ports: Prometheus reads the gateway there, never on the public PORT.
      METRICS_PORT: env.METRICS_PORT ?? String(config.SERVICE_PORT_BASE + services.length + 3),
      // Where identity writes mail when no SMTP_URL is set: /dev/mail shows it, outside production only.
      DEV_MAILBOX_DIR: config.NODE_ENV === 'production' ? undefined : join(config.DATA_DIR, 'mail'),
    });
    const gateway = await runLoggingAs({ app: 'gateway' }, gatewayConfig, async () => {
      const app = await createGatewayApp(gatewayConfig);
      await app.listen(config.PORT, config.HOST);
      return app;
    });
    apps.push(gateway);
    inProcessBus.resume();
  } catch (error) {
    await Promise.allSettled(apps.reverse().map((app) => app.close()));
    await database.stop();
    throw error;
  }
  const url = `http://localhost:${config.PORT}`;
  const facts: ReadyFacts = {
    url,
    admin: adminOf(env, apps[0]),
    mailbox: mailboxOf(config, env, url),
    dataDir: config.DATA_DIR,
    databaseDir: database.dataDir,
    ...(demoSeeded(config, env) ? { demo: demoSignIns() } : {}),
  };
  process.stdout.write(isPrettyLog(config.LOG_FORMAT) ? readyBanner(facts) : readyLogLine(facts));
  return {
    url,
    stop: async () => {
      for (const app of [...apps].reverse()) await app.close();
      await database.stop();
    },
  };
}
