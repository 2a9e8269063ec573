import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { BackupManifest, countFiles, tableEntry, writeArchive } from './backup-archive';
import { openDatabaseTarget } from './database-target';
import { appliedMigrations, qualified, serviceTables } from './service-tables';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * `npm run backup [FOLDER]` (issue 19): one timestamped .tar.gz with every service schema's rows (COPY text, read
 * in one REPEATABLE READ transaction, so the tables agree with each other) and the uploaded images. The schema
 * itself is not copied: a restore makes it with the same migrations, which the manifest lists. Embedded mode
 * (no DATABASE_URL) reads the running embedded server, or starts it for the duration; cluster mode reads
 * DATABASE_URL.
 */
export async function backup(env: NodeJS.ProcessEnv, folder: string): Promise<string> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const target = await openDatabaseTarget(env, log);
  const client = new Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = await appliedMigrations(client);
    const tables = [];
    const rows: Record<string, number> = {};
    for (const table of await serviceTables(client)) {
      const data = await readAll(client.query(copyTo(`COPY ${qualified(table)} TO STDOUT`)));
      tables.push({ entry: tableEntry(table.schema, table.table), data });
      rows[`${table.schema}.${table.table}`] = data.length === 0 ? 0 : data.toString('utf8').split('\n').length - 1;
    }
    await client.query('COMMIT');
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      migrations,
      rows,
      uploads: await countFiles(target.uploadsDir),
    };
    mkdirSync(folder, { recursive: true });
    const path = join(folder, `marketplace-backup-${manifest.createdAt.replace(/[:.]/g, '-')}.tar.gz`);
    await writeArchive(path, manifest, tables, target.uploadsDir);
    log(`Backup written to ${path}: ${tables.length} tables, ${manifest.uploads} uploaded files`);
    return path;
  } finally {
    await client.end();
    await target.close();
  }
}

if (require.main === module) {
  backup(process.env, resolve(process.argv[2] ?? 'backups')).catch((error: unknown) => {
    process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
