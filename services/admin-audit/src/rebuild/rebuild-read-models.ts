import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { rebuildReadModels } from './rebuild';

/**
 * node dist/services/admin-audit/src/rebuild/rebuild-read-models.js
 * Rebuilds the admin-audit read models from audit.event_history in the database of DATABASE_URL.
 * The service's migrations must have run (start the service once).
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const dataSource = new DataSource({ type: 'postgres', url });
  await dataSource.initialize();
  try {
    const started = Date.now();
    const replayed = await rebuildReadModels(dataSource);
    console.log(`Rebuilt the admin-audit read models from ${replayed} events in ${Date.now() - started} ms`);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
