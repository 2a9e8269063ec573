import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from '@app/config';
import { services } from './service-catalogue';

/**
 * `npm run db:migrate`: brings every service's schema up to date against DATABASE_URL. Services also migrate
 * themselves at start; this is for deploys that migrate before rolling out.
 */
async function migrateAll(): Promise<void> {
  for (const { definition, port } of services) {
    const config = loadConfig(definition.configSchema, { PORT: String(port), ...process.env, LOG_LEVEL: 'warn' });
    const context = await NestFactory.createApplicationContext(definition.rootModule(config), { logger: ['error'] });
    await context.close();
    process.stdout.write(`${definition.name}: schema up to date\n`);
  }
}

migrateAll().catch((error: unknown) => {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `Migration failed: ${String(error)}\n`);
  process.exit(1);
});
