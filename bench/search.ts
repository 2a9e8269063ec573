import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { parseCoordinates } from '@app/contracts';
import { sessionOptions } from '@app/database';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from '../services/catalog/src/products/product.row';
import {
  LocalFilters,
  pageStatement,
  planProductSearch,
  planShopSearch,
  SEARCH_SESSION_SETTINGS,
  SqlStatement,
} from '../services/catalog/src/search/search-sql';
import { SHOP_FROM, shopColumns } from '../services/catalog/src/shops/shop.row';
import { BenchContext } from './support/context';
import { loadTest, LoadFigures } from './support/http-load';
import { log, runCommand } from './support/repo';
import { TargetResult } from './support/results';
import { medianOfRuns, percentile, round } from './support/stats';
import { startSearchWriter } from './search-writer';
import {
  apiPathOf,
  BenchQuery,
  buildNearWorkload,
  buildSearchWorkload,
  NEAR_RADIUS_KM,
  ZIPF_EXPONENT,
  ZipfSampler,
} from './search-workload';

const CONNECTIONS = 20;
/** The API's default first page. */
const FIRST_PAGE = { limit: 24, offset: 0 };
/** Distinct searches of T5 (issue 20: at least 10,000) and of T5g. */
const SEARCH_COUNT = 12_000;
const NEAR_COUNT = 2_000;
/** Catalog writes a second during every T5 measurement (issue 20). */
export const WRITES_PER_SECOND = 20;

/** The search's local filters as the catalog's LocalService builds them from the query's defaults. */
function localOf(query: BenchQuery): LocalFilters {
  const near = query.params.near ? (parseCoordinates(query.params.near) ?? undefined) : undefined;
  const sort = query.params.sort === 'distance' ? 'distance' : 'relevance';
  return { near, radiusKm: Number(query.params.radiusKm ?? NEAR_RADIUS_KM), sort };
}

/**
 * The statement SearchService runs for a first page without its cache, built by the catalog's own search-sql
 * (imported, so whatever changes there is what is measured): the page with its total, on a connection started with
 * SEARCH_CONNECTION_OPTIONS.
 */
export function searchStatement(query: BenchQuery): SqlStatement {
  const local = localOf(query);
  return query.endpoint === 'shops'
    ? pageStatement(
        planShopSearch({ ...query.params, local, visibility: 'public' }),
        shopColumns(),
        SHOP_FROM,
        FIRST_PAGE,
      )
    : pageStatement(planProductSearch({ ...query.params, local }), PRODUCT_COLUMNS, PRODUCT_FROM, FIRST_PAGE);
}

/** The startup options of the catalog's connections (its session settings), for pgbench and the SQL-only tools. */
export const SEARCH_CONNECTION_OPTIONS = sessionOptions(SEARCH_SESSION_SETTINGS);

/** A SQL literal for pgbench's text substitution: strings quoted with '' doubled. */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * pgbench's side of T5: the searches grouped into families of equal SQL text (the page statement with its
 * parameters as pgbench variables :p1, :p2, ...), and a table of every search's family and parameter literals by
 * popularity rank. Each pgbench transaction draws a rank with random_zipfian (the API load's distribution), reads
 * its row (\gset) and runs its family's statements with the values substituted: the same SQL the API runs.
 */
async function preparePgbench(client: Client, queries: BenchQuery[], table: string): Promise<string> {
  const families = new Map<string, number>();
  const rows: Array<{ family: number; values: string[] }> = [];
  let width = 0;
  for (const query of queries) {
    const { sql, values } = searchStatement(query);
    const text = sql.replace(/\$(\d+)/g, (_match, index: string) => `:p${index}`).replace(/\s+/g, ' ');
    if (!families.has(text)) families.set(text, families.size);
    rows.push({ family: families.get(text)!, values: values.map(literal) });
    width = Math.max(width, values.length);
  }
  const columns = Array.from({ length: width }, (_, index) => `p${index + 1}`);
  await client.query(`DROP TABLE IF EXISTS ${table}`);
  await client.query(
    `CREATE UNLOGGED TABLE ${table} (rank int PRIMARY KEY, family int NOT NULL, ${columns.map((column) => `${column} text`).join(', ')})`,
  );
  for (let from = 0; from < rows.length; from += 1000) {
    const chunk = rows.slice(from, from + 1000);
    const values: unknown[] = [];
    const tuples = chunk.map((row, index) => {
      const cells = [from + index + 1, row.family, ...columns.map((_column, k) => row.values[k] ?? 'NULL')];
      return `(${cells.map((cell) => `$${values.push(cell)}`).join(', ')})`;
    });
    await client.query(
      `INSERT INTO ${table} (rank, family, ${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
      values,
    );
  }
  await client.query(`ANALYZE ${table}`);
  const branches = [...families.keys()].map(
    (sql, family) => `${family === 0 ? '\\if' : '\\elif'} :family = ${family}\n${sql};\n`,
  );
  return (
    `\\set r random_zipfian(1, ${rows.length}, ${ZIPF_EXPONENT})\n` +
    `SELECT family, ${columns.join(', ')} FROM ${table} WHERE rank = :r \\gset\n` +
    `${branches.join('')}\\endif\n`
  );
}

interface PgbenchFigures extends Record<string, number> {
  tps: number;
  p50: number;
  p95: number;
  p99: number;
}

async function runPgbench(
  databaseUrl: string,
  script: string,
  seconds: number,
  logDir: string,
): Promise<PgbenchFigures> {
  const url = new URL(databaseUrl);
  for (const name of await readdir(logDir)) if (name.startsWith('pgbench_log')) await rm(join(logDir, name));
  const output = await runCommand(
    'pgbench',
    [
      '-n',
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-l',
      `--log-prefix=${join(logDir, 'pgbench_log')}`,
      '-f',
      script,
      url.pathname.slice(1),
    ],
    { PGOPTIONS: SEARCH_CONNECTION_OPTIONS, PGPASSWORD: decodeURIComponent(url.password) || undefined },
    { quiet: true },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const latencies: number[] = [];
  for (const name of await readdir(logDir)) {
    if (!name.startsWith('pgbench_log')) continue;
    for (const line of (await readFile(join(logDir, name), 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
    }
  }
  return { tps, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

type CacheCounters = Awaited<ReturnType<typeof cacheCounters>>;

/** The share of lookups between two readings of the counters that were hits. */
function hitRateBetween(from: CacheCounters, to: CacheCounters): number {
  const lookups = to.hits - from.hits + (to.misses - from.misses);
  return lookups > 0 ? (to.hits - from.hits) / lookups : Number.NaN;
}

/** The catalog's search cache counters from its /metrics (search-cache-metrics). */
async function cacheCounters(
  catalogUrl: string,
): Promise<{ hits: number; misses: number; dropped: number; evicted: number; pages: number; bytes: number }> {
  const text = await (await fetch(`${catalogUrl}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name}\\{[^}]*\\} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    hits: read('search_cache_hits_total'),
    misses: read('search_cache_misses_total'),
    dropped: read('search_cache_dropped_total'),
    evicted: read('search_cache_evicted_total'),
    pages: read('search_cache_pages'),
    bytes: read('search_cache_bytes'),
  };
}

/**
 * T5 and T5g: 12,000 distinct searches drawn with a Zipf popularity (T5) and 2,000 near-me product searches
 * (T5g) on the large set, while a writer makes 20 catalog writes a second: pgbench running the same SQL (the
 * baseline), the API through a gateway to a catalog without its search cache (SEARCH_CACHE_ENTRIES=0), and the
 * API with it (its hit rate read from the catalog's counters). Each measurement: a warm-up, then the median of
 * the runs.
 */
export async function runSearchTargets(context: BenchContext): Promise<TargetResult[]> {
  const { stack, database, settings } = context;
  const queries = buildSearchWorkload(SEARCH_COUNT);
  const nearQueries = buildNearWorkload(NEAR_COUNT);
  const workDir = await mkdtemp(join(tmpdir(), 'bench-search-'));
  const client = new Client({ connectionString: database.url });
  await client.connect();
  const writer = await startSearchWriter(database.url, WRITES_PER_SECOND);
  const writerStartedAt = performance.now();
  try {
    const script = join(workDir, 'searches.sql');
    await writeFile(script, await preparePgbench(client, queries, 'public.bench_search_queries'));
    const paths = queries.map(apiPathOf);
    const nearPaths = nearQueries.map(apiPathOf);
    const drawer = (list: string[], seed: number) => {
      const sampler = new ZipfSampler(list.length, ZIPF_EXPONENT, seed);
      return () => list[sampler.next()];
    };
    const cached = stack.gateways[0];
    const uncached = (await stack.startCatalogVariant({ SEARCH_CACHE_ENTRIES: '0' })).gateway;
    const seconds = settings.searchSeconds;
    const warmup = Math.max(1, settings.warmupSeconds);
    log(
      `T5: ${queries.length} distinct searches (Zipf ${ZIPF_EXPONENT}), ${CONNECTIONS} connections, ` +
        `${WRITES_PER_SECOND} writes/s, ${settings.runs} runs of ${seconds} s each`,
    );
    await runPgbench(database.url, script, warmup, workDir);
    const sql = await medianOfRuns(settings.runs, async (run) => {
      const figures = await runPgbench(database.url, script, seconds, workDir);
      log(
        `  pgbench run ${run + 1}: ${round(figures.tps, 0)} tps, p95 ${round(figures.p95, 1)} ms, p99 ${round(figures.p99, 1)} ms`,
      );
      return figures;
    });
    const apiRuns = (label: string, gateway: typeof cached, nextPath: () => string) =>
      medianOfRuns(settings.runs, async (run) => {
        const figures: LoadFigures = await loadTest(gateway.url, nextPath, {
          connections: CONNECTIONS,
          durationSeconds: seconds,
        });
        log(
          `  ${label} run ${run + 1}: ${round(figures.rps, 0)} req/s, p95 ${round(figures.p95, 1)} ms, ` +
            `p99 ${round(figures.p99, 1)} ms, ${figures.errors} errors`,
        );
        return figures;
      });
    const warmUp = (
      gateway: typeof cached,
      nextPath: () => string,
      load: { durationSeconds?: number; amount?: number },
    ) => loadTest(gateway.url, nextPath, { connections: CONNECTIONS, durationSeconds: 0, ...load });
    const cacheOffPaths = drawer(paths, 1);
    await warmUp(uncached, cacheOffPaths, { durationSeconds: warmup });
    const cacheOff = await apiRuns('API, cache off', uncached, cacheOffPaths);
    // The cache-on load first runs a fixed number of searches, so the runs measure the cache a catalog that has
    // served for a while holds (under the same writes), not the start of its life.
    const cacheOnPaths = drawer(paths, 2);
    const started = await cacheCounters(stack.services.catalog.url);
    const warmUpStartedAt = performance.now();
    await warmUp(cached, cacheOnPaths, { amount: settings.searchCacheWarmupRequests });
    const warmUpSeconds = (performance.now() - warmUpStartedAt) / 1000;
    const before = await cacheCounters(stack.services.catalog.url);
    const measuredStartedAt = performance.now();
    const cacheOn = await apiRuns('API, cache on', cached, cacheOnPaths);
    const measuredSeconds = (performance.now() - measuredStartedAt) / 1000;
    const after = await cacheCounters(stack.services.catalog.url);
    const warmUpHitRate = hitRateBetween(started, before);
    const hitRate = hitRateBetween(before, after);
    const droppedPerSecond = (after.dropped - before.dropped) / measuredSeconds;
    log(
      `  cache on: warm-up of ${settings.searchCacheWarmupRequests} searches in ${round(warmUpSeconds, 0)} s at a ` +
        `hit rate of ${round(warmUpHitRate * 100, 1)} %; measured runs: hit rate ${round(hitRate * 100, 1)} %, ` +
        `${round(droppedPerSecond, 0)} pages dropped a second by writes, ${after.evicted - before.evicted} evicted ` +
        `for room; ${after.pages} pages held (${round(after.bytes / 2 ** 20, 0)} MB estimated)`,
    );
    log(`T5g: ${nearQueries.length} near-me product searches (${NEAR_RADIUS_KM} km around a town), cache off`);
    const nearPathsDrawn = drawer(nearPaths, 3);
    await warmUp(uncached, nearPathsDrawn, { durationSeconds: warmup });
    const near = await apiRuns('near me, cache off', uncached, nearPathsDrawn);

    const writtenPerSecond = writer.counts.written / ((performance.now() - writerStartedAt) / 1000);
    const conditions = (cache: string) =>
      `${cache}; ${round(writtenPerSecond, 1)} writes/s (${writer.counts.failed} failed) during every run`;
    const ratio = cacheOff.median.rps / sql.median.tps;
    const t5Pass =
      cacheOff.median.p95 <= 60 &&
      ratio >= 0.5 &&
      cacheOn.median.p95 <= 15 &&
      cacheOff.median.errors === 0 &&
      cacheOn.median.errors === 0;
    const t5: TargetResult = {
      id: 'T5',
      title: `search, ${queries.length.toLocaleString('en-IE')} Zipf searches (shop, product, place, category, 20 % misspelt), 20 conn.`,
      figure:
        `cache off: p95 ${round(cacheOff.median.p95, 1)} ms, p99 ${round(cacheOff.median.p99, 1)} ms, ` +
        `${Math.round(cacheOff.median.rps)} req/s; cache on: p95 ${round(cacheOn.median.p95, 1)} ms, ` +
        `${Math.round(cacheOn.median.rps)} req/s, hit rate ${round(hitRate * 100, 1)} %`,
      baseline: `pgbench of the same SQL ${Math.round(sql.median.tps)} tps, p95 ${round(sql.median.p95, 1)} ms, p99 ${round(sql.median.p99, 1)} ms`,
      ratio: `${Math.round(ratio * 100)} % (cache off / pgbench)`,
      conditions: conditions('cache off, then cache on'),
      target: 'cache off: p95 <= 60 ms and >= 50 % of pgbench; cache on: p95 <= 15 ms',
      verdict: t5Pass ? 'pass' : 'fail',
      note:
        `pgbench and both API loads draw from the same ${queries.length} searches with the same Zipf exponent while ` +
        `the writer runs; pgbench adds one primary-key read per transaction (its search's parameters). Cache on: ` +
        `measured after a warm-up of ${settings.searchCacheWarmupRequests.toLocaleString('en-IE')} searches of the ` +
        `same draw under the same writes (${round(warmUpSeconds, 0)} s, hit rate ${round(warmUpHitRate * 100, 1)} %), ` +
        `the hit rate is the measured runs'; ${round(droppedPerSecond, 0)} cached pages dropped a second by the ` +
        `writes. errors: cache off ` +
        `${cacheOff.median.errors}, cache on ${cacheOn.median.errors}.`,
      details: {
        pgbench: sql,
        cacheOff,
        cacheOn,
        hitRate,
        warmUp: { requests: settings.searchCacheWarmupRequests, seconds: warmUpSeconds, hitRate: warmUpHitRate },
        before,
        after,
        writes: writer.counts,
        writtenPerSecond,
      },
    };
    const t5g: TargetResult = {
      id: 'T5g',
      title: `near-me product search (text + ${NEAR_RADIUS_KM} km around a town), ${nearQueries.length.toLocaleString('en-IE')} searches, 20 conn.`,
      figure: `cache off: p95 ${round(near.median.p95, 1)} ms, p99 ${round(near.median.p99, 1)} ms, ${Math.round(near.median.rps)} req/s`,
      baseline: '-',
      ratio: '-',
      conditions: conditions('cache off'),
      target: 'cache off: p95 <= 60 ms',
      verdict: near.median.p95 <= 60 && near.median.errors === 0 ? 'pass' : 'fail',
      note: `${near.median.errors} errors.`,
      details: { near },
    };
    return [t5, t5g];
  } finally {
    await writer.stop();
    await client.query('DROP TABLE IF EXISTS public.bench_search_queries').catch(() => undefined);
    await client.end();
    await rm(workDir, { recursive: true, force: true });
  }
}
