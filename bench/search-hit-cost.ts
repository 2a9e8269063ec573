/**
 * What a search costs the machine when the cache answers it and when it does not: the bench stack on the full bench
 * database, the `searches` most asked T5 searches (default 300, few enough that the cache holds them all) through a
 * gateway at 20 connections, for 10 s after a 5 s warm-up: to the stack's catalog (cache on: after the warm-up
 * every search is a hit), to a second catalog without its cache (every search a miss), and to the first again
 * while T5's writer makes 20 writes a second. Each line gives the requests a second, the p95 and the CPU
 * milliseconds a search of the catalog, the gateway in front of it and Postgres (from /proc):
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/search-hit-cost.js [searches=300]
 *
 * It is not T5: T5 draws 12,000 searches, so its cache also misses; these figures say what each of its hits and
 * misses costs.
 */
import { prepareBenchDatabase } from './support/bench-database';
import { startBenchStack, BenchStack } from './support/bench-stack';
import { CpuMeter, postgresPids } from './support/cpu';
import { loadTest } from './support/http-load';
import { round } from './support/stats';
import { WRITES_PER_SECOND } from './search';
import { apiPathOf, buildSearchWorkload } from './search-workload';
import { startSearchWriter } from './search-writer';
import { runScript } from './support/script';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 5;
const MEASURED_SECONDS = 10;

type Target = { gateway: BenchStack['gateways'][number]; catalogPid: number };

async function measure(label: string, target: Target, nextPath: () => string, databaseUrl: string): Promise<void> {
  await loadTest(target.gateway.url, nextPath, { connections: CONNECTIONS, durationSeconds: WARMUP_SECONDS });
  const cpu = new CpuMeter({
    catalog: () => [target.catalogPid],
    gateway: () => [target.gateway.pid],
    postgres: () => postgresPids(databaseUrl),
  });
  await cpu.start();
  const figures = await loadTest(target.gateway.url, nextPath, {
    connections: CONNECTIONS,
    durationSeconds: MEASURED_SECONDS,
  });
  const { harness: _harness, total: _total, ...perSearch } = await cpu.stop(figures.rps * MEASURED_SECONDS);
  const spent = Object.entries(perSearch).map(([group, ms]) => `${group} ${round(ms, 3)}`);
  process.stdout.write(
    `${label.padEnd(26)} ${String(Math.round(figures.rps)).padStart(5)} req/s, p95 ${round(figures.p95, 1)} ms, ` +
      `${figures.errors} errors; CPU ms a search: ${spent.join(', ')}\n`,
  );
}

async function main(): Promise<void> {
  const searches = Number(process.argv[2] ?? 300);
  const database = await prepareBenchDatabase(false);
  const stack = await startBenchStack(database.url);
  try {
    const paths = buildSearchWorkload(12_000).slice(0, searches).map(apiPathOf);
    let next = 0;
    const nextPath = () => paths[next++ % paths.length];
    const cached = { gateway: stack.gateways[0], catalogPid: stack.services.catalog.pid };
    const variant = await stack.startCatalogVariant({ SEARCH_CACHE_ENTRIES: '0' });
    const uncached = { gateway: variant.gateway, catalogPid: variant.catalog.pid };
    await measure('cache on (hits)', cached, nextPath, database.url);
    await measure('cache off (misses)', uncached, nextPath, database.url);
    const writer = await startSearchWriter(database.url, WRITES_PER_SECOND);
    try {
      await measure(`cache on, ${WRITES_PER_SECOND} writes/s`, cached, nextPath, database.url);
    } finally {
      await writer.stop();
    }
  } finally {
    await stack.stop();
  }
}

runScript('search-hit-cost', main);
