import 'reflect-metadata';
import { ConfigError, Env, loadConfig } from '@app/config';
import type { RunningEmbedded } from './embedded-apps';
import { launchEmbeddedDatabase } from './embedded-database';
import { embeddedConfigSchema } from './embedded.config';

/**
 * The embedded default behind `npm start`: an embedded PostgreSQL, the in-process event bus, all six services on
 * internal ports and the gateway on PORT, in one Node process.
 */
export async function startEmbedded(env: Env): Promise<RunningEmbedded & { log(message: string): void }> {
  const config = loadConfig(embeddedConfigSchema, env);
  const database = await launchEmbeddedDatabase(config.DATA_DIR, config.EMBEDDED_DB_PORT);
  // Requiring every service and the gateway takes a second or two: PostgreSQL starts meanwhile, in its own process.
  let apps: typeof import('./embedded-apps');
  try {
    apps = await import('./embedded-apps.js');
  } catch (error) {
    await database.ready.then((ready) => ready.stop()).catch(() => undefined);
    throw error;
  }
  const running = await apps.startEmbeddedApps(config, env, await database.ready);
  const log = apps.hostLogger(config);
  return { ...running, log: (message) => log.info(message) };
}

if (require.main === module) {
  startEmbedded(process.env)
    .then((running) => {
      let stopping = false;
      const stop = (signal: string) => {
        if (stopping) return;
        stopping = true;
        running.log(`${signal} received, stopping`);
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
      // A closed terminal: stop as for Ctrl+C, so the database server does not outlive the app.
      process.on('SIGHUP', () => stop('SIGHUP'));
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
