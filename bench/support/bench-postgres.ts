import { existsSync, chmodSync, chownSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ensureTestServers } from '@app/testing';
import { memorySettings } from '../../scripts/embedded/postgres/memory-settings';
import { launchPostgresServer } from '../../scripts/embedded/postgres/postgres-server';
import { ROOT_HOME, serverUser } from '../../scripts/embedded/postgres/server-home';
import { log } from './repo';

/** The server a bench database lives on: where to reach it as its superuser, and how it runs. */
export interface BenchServer {
  /** The server's `postgres` database, as its superuser. */
  adminUrl: string;
  /** For the table and the results file: which server, which version, its settings. */
  description: string;
}

const PASSWORD = 'bench';
const DEFAULT_PORT = 54330;

/**
 * The PostgreSQL server the bench measures on. By default a cluster of the bench's own, from the machine's
 * PostgreSQL binaries (the major version of the test server), run as a deployment would run it: memory sized to the
 * machine as the embedded server is (memory-settings.ts) and autovacuum on. The test server the tests use keeps
 * PostgreSQL's 128 MB of shared buffers with autovacuum off (a throwaway server's settings): measured on it, a search
 * spent a quarter of its server time copying evicted pages back from the OS cache (docs/decisions.md).
 * `BENCH_DATABASE_SERVER=test` measures on the test server instead. The cluster's data is kept between runs (the
 * large set takes minutes to load); the server stops when the bench process exits.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const { databaseUrl } = await ensureTestServers('postgres', 'rabbitmq', 'redis');
  const testVersion = await serverVersion(databaseUrl);
  if (process.env.BENCH_DATABASE_SERVER === 'test') {
    return { adminUrl: databaseUrl, description: `the test server (PostgreSQL ${testVersion}, its own settings)` };
  }
  const major = testVersion.split('.')[0];
  const binDir = `/usr/lib/postgresql/${major}/bin`;
  if (!existsSync(join(binDir, 'postgres'))) {
    throw new Error(
      `No PostgreSQL ${major} server binaries in ${binDir}; BENCH_DATABASE_SERVER=test uses the test server`,
    );
  }
  const port = Number(process.env.BENCH_POSTGRES_PORT ?? DEFAULT_PORT);
  const { dataDir, runAs } = clusterFolder(major);
  const settings = { ...memorySettings(), autovacuum: 'on' };
  log(`Starting the bench's PostgreSQL ${major} on 127.0.0.1:${port} (data in ${dataDir})`);
  const server = await launchPostgresServer({
    binDir,
    dataDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    runAs,
    settings,
  });
  await server.ready;
  const adminUrl = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const shown = Object.entries(settings)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  return {
    adminUrl,
    description: `the bench's own server (PostgreSQL ${await serverVersion(adminUrl)}; ${shown})`,
  };
}

/** Where the cluster lives and who runs it: as root, the embedded server's unprivileged user in its home. */
function clusterFolder(major: string): { dataDir: string; runAs?: { uid: number; gid: number } } {
  if (process.getuid?.() !== 0) {
    const dataDir = join(homedir(), '.cache', 'local-shop-marketplace', `bench-postgres-${major}`);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return { dataDir };
  }
  const runAs = serverUser();
  mkdirSync(ROOT_HOME, { recursive: true, mode: 0o755 });
  chmodSync(ROOT_HOME, 0o755);
  const dataDir = join(ROOT_HOME, `bench-postgres-${major}`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chownSync(dataDir, runAs.uid, runAs.gid);
  return { dataDir, runAs };
}

async function serverVersion(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version.split(' ')[0];
  } finally {
    await client.end();
  }
}
