import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { SearchTerm } from '../services/catalog/src/demo-data/search-terms';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from '../services/catalog/src/products/product.row';
import {
  pageStatement,
  planProductSearch,
  planShopSearch,
  searchSettings,
  SqlStatement,
} from '../services/catalog/src/search/search-sql';
import { SHOP_FROM, shopColumns } from '../services/catalog/src/shops/shop.row';
import { apiPathOf, BENCH_SEARCHES } from './search-queries';
import { BenchContext } from './support/context';
import { loadTest } from './support/http-load';
import { log, runCommand } from './support/repo';
import { TargetResult } from './support/results';
import { median, medianOfRuns, percentile, round } from './support/stats';

const CONNECTIONS = 20;
/** The API's default first page. */
const FIRST_PAGE = { limit: 24, offset: 0 };
/** Passes over the 200 searches at concurrency 1: each search's time is the median of its passes. */
const SINGLE_CLIENT_PASSES = 3;

/** A SQL literal for pgbench, which takes no parameters: strings quoted with '' doubled. */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

function inline(statement: SqlStatement): string {
  return statement.sql.replace(/\$(\d+)/g, (_match, index: string) => literal(statement.values[Number(index) - 1]));
}

/**
 * The statements SearchService runs for a first page without its cache, built by the catalog's own search-sql
 * (imported, so whatever changes there is what is measured): its transaction settings, then the page with its
 * total in one statement (the service counts apart only past the last page, which no benchmark search asks for).
 */
function searchStatements(term: SearchTerm): SqlStatement[] {
  const page =
    term.endpoint === 'shops'
      ? pageStatement(planShopSearch({ ...term.params, visibility: 'public' }), shopColumns(), SHOP_FROM, FIRST_PAGE)
      : pageStatement(planProductSearch(term.params), PRODUCT_COLUMNS, PRODUCT_FROM, FIRST_PAGE);
  return [searchSettings(), page];
}

/** One search as the service runs it, in its own READ COMMITTED transaction. */
async function runSearch(client: Client, term: SearchTerm): Promise<void> {
  await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
  try {
    for (const statement of searchStatements(term)) await client.query(statement.sql, statement.values);
  } finally {
    await client.query('COMMIT');
  }
}

function pgbenchScript(term: SearchTerm): string {
  const statements = ['BEGIN ISOLATION LEVEL READ COMMITTED', ...searchStatements(term).map(inline), 'COMMIT'];
  return statements.map((statement) => `${statement.replace(/\s+/g, ' ')};`).join('\n') + '\n';
}

/**
 * The SQL's own latency: every search alone (one client), SINGLE_CLIENT_PASSES passes over the list; a search's
 * time is the median of its passes, and p95 is over the 200 searches.
 */
async function timeSearchesAlone(
  client: Client,
  terms: SearchTerm[],
): Promise<{ p50: number; p95: number; slowest: Array<{ path: string; ms: number }> }> {
  const runs = terms.map(() => [] as number[]);
  for (let pass = 0; pass < SINGLE_CLIENT_PASSES; pass += 1) {
    for (const [index, term] of terms.entries()) {
      const started = process.hrtime.bigint();
      await runSearch(client, term);
      runs[index].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const times = runs.map((one) => median(one));
  const slowest = terms
    .map((term, index) => ({ path: apiPathOf(term), ms: round(times[index], 1) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  return { p50: percentile(times, 50), p95: percentile(times, 95), slowest };
}

interface PgbenchFigures extends Record<string, number> {
  tps: number;
  p95: number;
  p50: number;
}

/**
 * One pgbench script holding every search (pgbench takes at most 128 scripts): each transaction draws one at
 * random, as the API load cycles through all of them.
 */
function combinedScript(scripts: string[]): string {
  const branches = scripts.map((script, index) => `${index === 0 ? '\\if' : '\\elif'} :q = ${index}\n${script}`);
  return `\\set q random(0, ${scripts.length - 1})\n${branches.join('')}\\endif\n`;
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
    {},
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
  return { tps, p95: percentile(latencies, 95), p50: percentile(latencies, 50) };
}

/**
 * T5: the catalog's search SQL alone (one client) and under pgbench at 20 connections, and the search API through
 * the gateway at 20 connections, with the catalog's search cache and without it (a second catalog started with
 * SEARCH_CACHE_ENTRIES=0, behind a gateway of its own), all over the same 200 searches.
 */
export async function runSearchTarget(context: BenchContext): Promise<TargetResult> {
  const { stack, database, settings } = context;
  const queries = [...BENCH_SEARCHES];
  const workDir = await mkdtemp(join(tmpdir(), 'bench-search-'));
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const scripts = join(workDir, 'searches.sql');
    await writeFile(scripts, combinedScript(queries.map(pgbenchScript)));
    const paths = queries.map(apiPathOf);
    let next = 0;
    const nextPath = () => paths[next++ % paths.length];
    const cached = stack.gateways[0];
    const uncached = (await stack.startCatalogVariant({ SEARCH_CACHE_ENTRIES: '0' })).gateway;
    const api = (gateway: typeof cached, seconds: number) =>
      loadTest(gateway.url, nextPath, { connections: CONNECTIONS, durationSeconds: seconds });

    log(`T5: ${queries.length} searches alone, ${SINGLE_CLIENT_PASSES} passes (the SQL's own latency)`);
    const alone = await timeSearchesAlone(client, queries);
    log(`  SQL alone: p50 ${round(alone.p50, 1)} ms, p95 ${round(alone.p95, 1)} ms`);

    // Each load in a block of its own runs (warm-up first), so the cached API meets the steady state a continuous
    // load keeps (entries refreshed before their TTL) rather than one left to expire while the others run.
    const seconds = settings.searchSeconds;
    const warmup = Math.max(1, settings.warmupSeconds);
    log(`T5: ${queries.length} searches, ${CONNECTIONS} connections, ${settings.runs} runs of ${seconds} s each`);
    await runPgbench(database.url, scripts, warmup, workDir);
    const sql = await medianOfRuns(settings.runs, async (run) => {
      const figures = await runPgbench(database.url, scripts, seconds, workDir);
      log(`  pgbench run ${run + 1}: ${round(figures.tps, 0)} tps, p95 ${round(figures.p95, 1)} ms`);
      return figures;
    });
    const apiRuns = async (label: string, gateway: typeof cached) => {
      await api(gateway, warmup);
      return medianOfRuns(settings.runs, async (run) => {
        const figures = await api(gateway, seconds);
        log(
          `  ${label} run ${run + 1}: ${round(figures.rps, 0)} req/s, p95 ${round(figures.p95, 1)} ms, ` +
            `${figures.errors} errors`,
        );
        return figures;
      });
    };
    const withoutCache = await apiRuns('API without cache', uncached);
    const withCache = await apiRuns('API', cached);
    const m = {
      pgbenchTps: sql.median.tps,
      pgbenchP50: sql.median.p50,
      pgbenchP95: sql.median.p95,
      apiRps: withCache.median.rps,
      apiP50: withCache.median.p50,
      apiP95: withCache.median.p95,
      apiErrors: withCache.median.errors,
      uncachedRps: withoutCache.median.rps,
      uncachedP95: withoutCache.median.p95,
      uncachedErrors: withoutCache.median.errors,
    };
    const measured = { median: m, pgbench: sql.runs, api: withCache.runs, apiWithoutCache: withoutCache.runs };
    const ratio = m.apiRps / m.pgbenchTps;
    const pass = alone.p95 <= 30 && m.apiP95 <= 60 && ratio >= 0.5 && m.apiErrors === 0;
    return {
      id: 'T5',
      title: 'search (shop, product, location, category; 200 terms incl. misspellings)',
      figure:
        `SQL p95 ${round(alone.p95, 1)} ms (one client); pgbench at 20 conn. p95 ${round(m.pgbenchP95, 1)} ms; ` +
        `API p95 ${round(m.apiP95, 1)} ms, ${Math.round(m.apiRps)} req/s at 20 conn.`,
      baseline: `pgbench ${Math.round(m.pgbenchTps)} tps at 20 conn.`,
      ratio: `${Math.round(ratio * 100)} %`,
      target: 'SQL p95 <= 30 ms, API p95 <= 60 ms at 20 connections, API >= 50 % of pgbench tps',
      verdict: pass ? 'pass' : 'fail',
      note:
        `read as: "SQL p95" = each search's own latency, one client (median of ${SINGLE_CLIENT_PASSES} passes, ` +
        `p50 ${round(alone.p50, 1)} ms); "at 20 connections" applies to the API; ratio = API req/s / pgbench tps at ` +
        `20 connections (pgbench p50 ${round(m.pgbenchP50, 1)} ms). API through the catalog's exact search cache ` +
        `(p50 ${round(m.apiP50, 1)} ms); without it (SEARCH_CACHE_ENTRIES=0): API p95 ${round(m.uncachedP95, 1)} ms, ` +
        `${Math.round(m.uncachedRps)} req/s (${Math.round((m.uncachedRps / m.pgbenchTps) * 100)} % of pgbench), ` +
        `${m.uncachedErrors} errors. No writes during T5: a write empties the cache of every process (each search ` +
        `then misses once). Slowest searches alone: ` +
        alone.slowest.map((item) => `${item.path} ${item.ms} ms`).join(', '),
      details: { ...measured, alone, queries: paths },
    };
  } finally {
    await client.end();
    await rm(workDir, { recursive: true, force: true });
  }
}
