import { NestFactory } from '@nestjs/core';
import { Env, loadConfig } from '@app/config';
import { services } from './service-catalogue';

/** Brings every service's schema up to date against env.DATABASE_URL (each service migrates on start too). */
export async function migrateAll(env: Env, report: (line: string) => void = () => undefined): Promise<void> {
  for (const { definition, port } of services) {
    const config = loadConfig(definition.configSchema, { PORT: String(port), ...env, LOG_LEVEL: 'warn' });
    const context = await NestFactory.createApplicationContext(definition.rootModule(config), { logger: ['error'] });
    await context.close();
    report(`${definition.name}: schema up to date`);
  }
}
