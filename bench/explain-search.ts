/**
 * EXPLAIN (ANALYZE, BUFFERS) of one search's page statement as the catalog runs it without its cache (the SQL of
 * bench/search.ts, so of services/catalog/src/search/search-sql.ts), on the bench database:
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/explain-search.js products '{"product":"Breakfast","near":"52.3550,-7.7039","radiusKm":"10"}'
 *
 * It runs the statement RUNS times (default 3) on one new connection and prints the whole plan of the last run,
 * then the planning and execution time of each: the first run is a new server process's, which loads the catalog
 * caches, the text search dictionaries and the typo correction's plan (about 7 ms of planning and 17 ms of
 * execution more on the full set), which the catalog's pooled connections pay once. The later runs are what a
 * search costs in the catalog. DATABASE_URL defaults to the full bench database (marketplace_bench on the bench's
 * server).
 */
import { Client } from 'pg';
import { SEARCH_CONNECTION_OPTIONS, searchStatement } from './search';
import { BenchQuery } from './search-workload';
import { benchDatabaseUrl } from './support/bench-database';
import { runScript } from './support/script';

async function main(): Promise<void> {
  const [endpoint, json] = process.argv.slice(2);
  if ((endpoint !== 'shops' && endpoint !== 'products') || !json) {
    throw new Error(`usage: explain-search.js shops|products '{"product":"..."}'`);
  }
  const query: BenchQuery = { kind: 'product', endpoint, params: JSON.parse(json) as Record<string, string> };
  const client = new Client({
    connectionString: await benchDatabaseUrl(),
    options: SEARCH_CONNECTION_OPTIONS,
  });
  await client.connect();
  try {
    const page = searchStatement(query);
    const runs = Number(process.env.RUNS ?? 3);
    const timings: string[] = [];
    let lines: string[] = [];
    for (let run = 1; run <= runs; run++) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${page.sql}`, page.values);
      lines = plan.rows.map((row) => row['QUERY PLAN']);
      const times = lines.filter((line) => /^(Planning|Execution) Time/.test(line)).join(', ');
      timings.push(`run ${run}${run === 1 ? ' (new server process)' : ''}: ${times}`);
    }
    process.stdout.write(`${lines.join('\n')}\n\n${timings.join('\n')}\n`);
  } finally {
    await client.end();
  }
}

runScript('explain-search', main);
