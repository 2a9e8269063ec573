import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  LARGE_DATA_OWNER_BASE,
  LARGE_DATA_SET_MARK,
} from '../../services/catalog/src/demo-data/generate-large-data-set';
import { startBenchServer } from './bench-postgres';
import { log, repoRoot, runCommand } from './repo';

export interface DataSetSize {
  shops: number;
  products: number;
}

export const FULL_DATA_SET: DataSetSize = { shops: 100_000, products: 1_000_000 };
export const QUICK_DATA_SET: DataSetSize = { shops: 5_000, products: 50_000 };

export interface BenchDatabase {
  url: string;
  name: string;
  /** Ids of the generated shops: contiguous, all approved and public. */
  shopIds: { first: number; last: number };
  /** The server it lives on, its version and settings (bench-postgres.ts). */
  server: string;
}

/**
 * A shop page path on a uniform random id of the data set, leaving out its first shop (T1's hot shop), so that
 * shop's count tells the hot runs' views alone.
 */
export function uniformShopPath(database: BenchDatabase): () => string {
  const span = database.shopIds.last - database.shopIds.first;
  return () => `/api/shops/${database.shopIds.first + 1 + Math.floor(Math.random() * span)}`;
}

/**
 * The dedicated bench database (`marketplace_bench`, or `marketplace_bench_quick`) on the bench's server
 * (bench-postgres.ts): created when missing,
 * migrated by the runtime's migrate, and loaded with the catalog's large data set generator unless it already
 * holds exactly that data (a half-loaded or differently sized one is dropped and loaded again). It is kept between
 * runs: the load of the full set takes a while.
 */
export async function prepareBenchDatabase(quick: boolean): Promise<BenchDatabase> {
  const server = await startBenchServer();
  const databaseUrl = server.adminUrl;
  const name = quick ? 'marketplace_bench_quick' : 'marketplace_bench';
  const size = quick ? QUICK_DATA_SET : FULL_DATA_SET;
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const benchUrl = url.toString();

  await ensureDatabase(databaseUrl, name);
  await migrate(benchUrl);
  let loaded = await loadedSize(benchUrl);
  if (
    loaded.shops !== 0 &&
    (loaded.shops !== size.shops || loaded.products !== size.products || loaded.mark !== LARGE_DATA_SET_MARK)
  ) {
    log(
      `${name} holds ${loaded.shops} shops and ${loaded.products} products (${loaded.mark ?? 'no generator mark'}), ` +
        'not the set wanted: loading afresh',
    );
    await dropDatabase(databaseUrl, name);
    await ensureDatabase(databaseUrl, name);
    await migrate(benchUrl);
    loaded = { shops: 0, products: 0, mark: null };
  }
  if (loaded.shops === 0) {
    log(`Loading ${size.shops} shops and ${size.products} products into ${name} (npm run seed:large's generator)`);
    const started = Date.now();
    await runCommand(
      process.execPath,
      [
        join(repoRoot, 'dist/services/catalog/src/demo-data/generate-large-data-set.js'),
        '--shops',
        String(size.shops),
        '--products',
        String(size.products),
      ],
      { DATABASE_URL: benchUrl },
    );
    log(`Loaded in ${Math.round((Date.now() - started) / 1000)} s`);
  } else {
    log(`${name} already holds the data set (${loaded.shops} shops, ${loaded.products} products): no load`);
  }
  // A migration that backfills a column leaves a million dead rows and no statistics on the new column; measure
  // the steady state autovacuum reaches in production, not the minute after a migration.
  log(`VACUUM (ANALYZE) of the catalog tables in ${name}`);
  await withClient(benchUrl, (client) =>
    client.query(
      'VACUUM (ANALYZE) catalog.shops, catalog.products, catalog.owner_status, catalog.search_words, catalog.search_locations',
    ),
  );
  return { url: benchUrl, name, shopIds: await shopIdRange(benchUrl), server: server.description };
}

/**
 * DATABASE_URL when given, else the full bench database on the bench's server (started, and loaded when it does not
 * hold the set): for the standalone scripts, which end with process.exit so the server they started stops.
 */
export async function benchDatabaseUrl(): Promise<string> {
  return process.env.DATABASE_URL ?? (await prepareBenchDatabase(false)).url;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  });
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
  });
}

async function migrate(url: string): Promise<void> {
  await runCommand(
    process.execPath,
    [join(repoRoot, 'dist/scripts/embedded/migrate.js')],
    { DATABASE_URL: url, INTERNAL_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', AMQP_URL: undefined },
    { quiet: true },
  );
}

async function loadedSize(url: string): Promise<DataSetSize & { mark: string | null }> {
  return withClient(url, async (client) => {
    const result = await client.query<{ shops: number; products: number; mark: string | null }>(
      `SELECT (SELECT count(*)::int FROM catalog.shops WHERE owner_id > $1) AS shops,
              (SELECT count(*)::int FROM catalog.products p JOIN catalog.shops s ON s.id = p.shop_id
                 WHERE s.owner_id > $1) AS products,
              obj_description('catalog.products'::regclass, 'pg_class') AS mark`,
      [LARGE_DATA_OWNER_BASE],
    );
    return result.rows[0];
  });
}

async function shopIdRange(url: string): Promise<{ first: number; last: number }> {
  return withClient(url, async (client) => {
    const result = await client.query<{ first: number; last: number }>(
      'SELECT min(id) AS first, max(id) AS last FROM catalog.shops WHERE owner_id > $1',
      [LARGE_DATA_OWNER_BASE],
    );
    return result.rows[0];
  });
}
