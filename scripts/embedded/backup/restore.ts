import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrateAll } from '../migrate-all';
import { readArchive, tableEntry } from './backup-archive';
import { openDatabaseTarget } from './database-target';
import { appliedMigrations, qualified, quoted, serviceTables } from './service-tables';

/**
 * `npm run restore FILE` (issue 19): into an empty data folder (embedded) or an empty database (DATABASE_URL).
 * Makes every schema with the services' migrations, checks they are the ones the backup was taken with, empties
 * what the migrations seeded, copies every table's rows back in one transaction (foreign keys and triggers held
 * off while copying, as the rows were consistent when taken), moves each sequence past its table's ids, and
 * unpacks the uploads.
 */
export async function restore(env: NodeJS.ProcessEnv, file: string): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const target = await openDatabaseTarget(env, log);
  const client = new Client({ connectionString: target.url });
  await client.connect();
  try {
    if (!target.fresh && (await hasServiceRows(client))) {
      throw new Error('The target already holds marketplace data: restore into an empty data folder or database');
    }
    await migrateAll(
      {
        ...env,
        DATABASE_URL: target.url,
        INTERNAL_SECRET: env.INTERNAL_SECRET ?? randomBytes(32).toString('hex'),
        SEED_DEMO_DATA: 'false',
        AUTH_EMBEDDED_ADMIN: 'false',
        ADMIN_EMAIL: undefined,
        ADMIN_PASSWORD: undefined,
        AMQP_URL: undefined,
        ALLOW_OFFLINE_PAYMENTS: 'true',
      },
      log,
    );
    const { manifest, tables } = await readArchive(file, target.uploadsDir);
    const migrations = await appliedMigrations(client);
    if (JSON.stringify(migrations) !== JSON.stringify(manifest.migrations)) {
      throw new Error('The backup was taken with other migrations than this code has: restore it with that version');
    }
    const targets = await serviceTables(client);
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(`TRUNCATE ${targets.map(qualified).join(', ')}`);
    for (const table of targets) {
      const data = tables.get(tableEntry(table.schema, table.table));
      if (data?.length)
        await pipeline(Readable.from([data]), client.query(copyFrom(`COPY ${qualified(table)} FROM STDIN`)));
    }
    await moveSequences(client);
    await client.query('COMMIT');
    log(`Restored ${file}: ${targets.length} tables, ${manifest.uploads} uploaded files`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
    await target.close();
  }
}

/** Any row in a service table (before migrations there are no service tables: empty). */
async function hasServiceRows(client: Client): Promise<boolean> {
  for (const table of await serviceTables(client)) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${qualified(table)} LIMIT 1`);
    if (rowCount) return true;
  }
  return false;
}

/** Every sequence a column owns, set to its column's largest value (or left to start at 1 when empty). */
async function moveSequences(client: Client): Promise<void> {
  const { rows } = await client.query<{ schema: string; table: string; column: string; sequence: string }>(
    `SELECT n.nspname AS schema, t.relname AS table, a.attname AS column, s.oid::regclass::text AS sequence
     FROM pg_class s JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
     JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace n ON n.oid = t.relnamespace
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE s.relkind = 'S' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'public')`,
  );
  for (const row of rows) {
    await client.query(
      `SELECT setval($1::regclass, coalesce((SELECT max(${quoted(row.column)}) FROM ${quoted(row.schema)}.${quoted(row.table)}), 1),
         (SELECT max(${quoted(row.column)}) FROM ${quoted(row.schema)}.${quoted(row.table)}) IS NOT NULL)`,
      [row.sequence],
    );
  }
}

if (require.main === module) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('Usage: npm run restore -- FILE (a marketplace-backup-*.tar.gz)\n');
    process.exit(1);
  }
  restore(process.env, resolve(file)).catch((error: unknown) => {
    process.stderr.write(`Restore failed: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
