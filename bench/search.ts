import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from '../services/catalog/src/products/product.row';
import {
  planProductSearch,
  planShopSearch,
  SearchPlan,
  WORD_SIMILARITY_THRESHOLD,
} from '../services/catalog/src/search/search-sql';
import { SHOP_FROM, shopColumns } from '../services/catalog/src/shops/shop.row';
import { SearchTerm } from '../services/catalog/src/demo-data/search-terms';
import { apiPathOf, BENCH_SEARCHES } from './search-queries';
import { BenchContext } from './support/context';
import { loadTest } from './support/http-load';
import { log, runCommand } from './support/repo';
import { TargetResult } from './support/results';
import { medianOfRuns, percentile, round } from './support/stats';

const CONNECTIONS = 20;
/** The API's default page. */
const PAGE_SIZE = 24;

/** A SQL literal for pgbench, which takes no parameters: strings quoted with '' doubled. */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

function inline(sql: string, values: unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_match, index: string) => literal(values[Number(index) - 1]));
}

function planOf(term: SearchTerm): { plan: SearchPlan; columns: string; from: string } {
  return term.endpoint === 'shops'
    ? { plan: planShopSearch({ ...term.params, visibility: 'public' }), columns: shopColumns(), from: SHOP_FROM }
    : { plan: planProductSearch(term.params), columns: PRODUCT_COLUMNS, from: PRODUCT_FROM };
}

/** pg_trgm's thresholds for the search's transaction, as SearchService sets them. */
function thresholdSql(): string {
  const threshold = literal(String(WORD_SIMILARITY_THRESHOLD));
  return `SELECT set_config('pg_trgm.word_similarity_threshold', ${threshold}, true), set_config('pg_trgm.similarity_threshold', ${threshold}, true)`;
}

/**
 * The statements SearchService runs for a query, in its transaction shape, built by the catalog's own search-sql
 * (imported, so whatever perf changes there is what is measured): the trigram threshold, the page, and the count
 * when the page is full.
 */
async function pgbenchScript(client: Client, query: SearchTerm): Promise<string> {
  const { plan, columns, from } = planOf(query);
  const values = plan.params.values;
  const page = `SELECT ${columns} FROM ${from} WHERE ${plan.where} ORDER BY ${plan.orderBy} LIMIT ${PAGE_SIZE} OFFSET 0`;
  const setThreshold = thresholdSql();
  await client.query('BEGIN');
  await client.query(setThreshold);
  const rows = await client.query(page, values);
  await client.query('COMMIT');
  const statements = ['BEGIN', setThreshold, inline(page, values)];
  if (rows.rowCount === PAGE_SIZE)
    statements.push(inline(`SELECT count(*)::int AS total FROM ${from} WHERE ${plan.where}`, values));
  statements.push('COMMIT');
  return statements.map((statement) => `${statement.replace(/\s+/g, ' ')};`).join('\n') + '\n';
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

/** T5: the catalog's search SQL under pgbench and the search API through the gateway, same 200 queries. */
export async function runSearchTarget(context: BenchContext): Promise<TargetResult> {
  const { stack, database, settings } = context;
  const queries = [...BENCH_SEARCHES];
  const workDir = await mkdtemp(join(tmpdir(), 'bench-search-'));
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const statements: string[] = [];
    for (const query of queries) statements.push(await pgbenchScript(client, query));
    const scripts = join(workDir, 'searches.sql');
    await writeFile(scripts, combinedScript(statements));
    const paths = queries.map(apiPathOf);
    let next = 0;
    const nextPath = () => paths[next++ % paths.length];
    const gateway = stack.gateways[0];

    log(`T5: warming up (${settings.warmupSeconds} s pgbench, ${settings.warmupSeconds} s API)`);
    await runPgbench(database.url, scripts, Math.max(1, settings.warmupSeconds), workDir);
    await loadTest(gateway.url, nextPath, { connections: CONNECTIONS, durationSeconds: settings.warmupSeconds });

    log(
      `T5: ${queries.length} searches, ${CONNECTIONS} connections, ${settings.searchSeconds} s, pgbench then API per run`,
    );
    const measured = await medianOfRuns(settings.runs, async (run) => {
      const sql = await runPgbench(database.url, scripts, settings.searchSeconds, workDir);
      const api = await loadTest(gateway.url, nextPath, {
        connections: CONNECTIONS,
        durationSeconds: settings.searchSeconds,
      });
      log(
        `  run ${run + 1}: SQL ${round(sql.tps, 0)} tps, p95 ${round(sql.p95, 1)} ms | API ${round(api.rps, 0)} req/s, ` +
          `p95 ${round(api.p95, 1)} ms, ${api.errors} errors`,
      );
      return {
        sqlTps: sql.tps,
        sqlP50: sql.p50,
        sqlP95: sql.p95,
        apiRps: api.rps,
        apiP50: api.p50,
        apiP95: api.p95,
        apiErrors: api.errors,
      };
    });
    const m = measured.median;
    const ratio = m.apiRps / m.sqlTps;
    const pass = m.sqlP95 <= 30 && m.apiP95 <= 60 && ratio >= 0.5 && m.apiErrors === 0;
    const slowest = await slowestQueries(client, queries);
    return {
      id: 'T5',
      title: 'search (shop, product, location, category; 200 terms incl. misspellings)',
      figure: `SQL p95 ${round(m.sqlP95, 1)} ms; API p95 ${round(m.apiP95, 1)} ms, ${Math.round(m.apiRps)} req/s`,
      baseline: `pgbench ${Math.round(m.sqlTps)} tps`,
      ratio: `${Math.round(ratio * 100)} %`,
      target: 'SQL p95 <= 30 ms, API p95 <= 60 ms at 20 connections, API >= 50 % of pgbench tps',
      verdict: pass ? 'pass' : 'fail',
      note: pass
        ? undefined
        : `SQL p50 ${round(m.sqlP50, 1)} ms, API p50 ${round(m.apiP50, 1)} ms; slowest single queries (one client): ` +
          slowest.map((item) => `${item.path} ${round(item.ms, 1)} ms`).join(', '),
      details: { ...measured, slowest, queries: paths },
    };
  } finally {
    await client.end();
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Each query once, alone, timed: which searches the tuning should look at. */
async function slowestQueries(client: Client, queries: SearchTerm[]): Promise<Array<{ path: string; ms: number }>> {
  const timed: Array<{ path: string; ms: number }> = [];
  for (const query of queries) {
    const { plan, columns, from } = planOf(query);
    const started = process.hrtime.bigint();
    await client.query('BEGIN');
    await client.query(thresholdSql());
    await client.query(
      `SELECT ${columns} FROM ${from} WHERE ${plan.where} ORDER BY ${plan.orderBy} LIMIT ${PAGE_SIZE}`,
      plan.params.values,
    );
    await client.query('COMMIT');
    timed.push({ path: apiPathOf(query), ms: Number(process.hrtime.bigint() - started) / 1e6 });
  }
  return timed.sort((a, b) => b.ms - a.ms).slice(0, 3);
}
