import 'reflect-metadata';
import { ConfigError } from '@app/config';
import { migrateAll } from './migrate-all';

/**
 * `npm run db:migrate`: brings every service's schema up to date against DATABASE_URL. Services also migrate
 * themselves at start; this is for deploys that migrate before rolling out.
 */
migrateAll(process.env, (line) => process.stdout.write(`${line}\n`)).catch((error: unknown) => {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `Migration failed: ${String(error)}\n`);
  process.exit(1);
});
