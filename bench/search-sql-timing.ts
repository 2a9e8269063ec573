/**
 * The uncached search's SQL alone, per kind of search: a Zipf sample of T5's searches (or T5g's with `near`) run one
 * after another on one connection (or, with `nearest`, products near a town by distance without words, each
 * equally likely), each as the catalog runs it without its cache (the page statement, on a connection
 * with the catalog's session settings), on the bench database:
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/search-sql-timing.js [searches=600] [near|nearest]
 *
 * It prints the mean, median and 95th percentile per kind: the cost of one search with nothing else running, which
 * is what a change to search-sql changes; then the server process's CPU a search (utime + stime of its backend,
 * /proc), which moves less with the machine's other work than the wall time. It is not T5: no concurrency, no HTTP,
 * no writer. Run it on a quiet machine, at two commits (or on two servers: BENCH_DATABASE_SERVER=test, see
 * bench-postgres.ts), to compare them. DATABASE_URL defaults to the full bench database on the bench's server.
 */
import { Client } from 'pg';
import { SEARCH_CONNECTION_OPTIONS, searchStatement } from './search';
import {
  BenchQuery,
  buildNearestWorkload,
  buildNearWorkload,
  buildSearchWorkload,
  ZipfSampler,
} from './search-workload';
import { benchDatabaseUrl } from './support/bench-database';
import { processCpuMs } from './support/cpu';
import { runScript } from './support/script';

const SAMPLE_SEED = 7;

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, time) => sum + time, 0) / sorted.length;
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  return `n ${String(sorted.length).padStart(4)}  mean ${mean.toFixed(1).padStart(6)} ms  p50 ${at(0.5).toFixed(1).padStart(6)} ms  p95 ${at(0.95).toFixed(1).padStart(6)} ms`;
}

function kindOf(query: BenchQuery): string {
  const filters = Object.keys(query.params).filter((key) => key !== 'radiusKm');
  const within = query.params.sort === 'distance' ? ` within ${query.params.radiusKm} km` : '';
  return `${query.endpoint}: ${filters.sort().join(' + ')}${within}`;
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 600);
  const workload = process.argv[3];
  const queries =
    workload === 'near'
      ? buildNearWorkload(2000)
      : workload === 'nearest'
        ? buildNearestWorkload()
        : buildSearchWorkload(12_000);
  const sampler = new ZipfSampler(queries.length, undefined, SAMPLE_SEED);
  const sample = Array.from({ length: count }, (_, index) =>
    workload === 'nearest' ? queries[index % queries.length] : queries[sampler.next()],
  );
  const client = new Client({
    connectionString: await benchDatabaseUrl(),
    options: SEARCH_CONNECTION_OPTIONS,
  });
  await client.connect();
  const backendPid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  let serverCpuMs = 0;
  try {
    // One pass unmeasured, so every run reads from warm caches.
    for (const pass of ['warm-up', 'measured']) {
      const cpuBefore = processCpuMs(backendPid);
      for (const query of sample) {
        const page = searchStatement(query);
        const started = performance.now();
        await client.query(page.sql, page.values);
        if (pass === 'warm-up') continue;
        const elapsed = performance.now() - started;
        all.push(elapsed);
        byKind.set(kindOf(query), [...(byKind.get(kindOf(query)) ?? []), elapsed]);
      }
      serverCpuMs = processCpuMs(backendPid) - cpuBefore;
    }
  } finally {
    await client.end();
  }
  for (const [kind, times] of [...byKind].sort((a, b) => b[1].length - a[1].length)) {
    process.stdout.write(`${kind.padEnd(34)} ${summary(times)}\n`);
  }
  process.stdout.write(`${'all'.padEnd(34)} ${summary(all)}\n`);
  process.stdout.write(`${'server CPU a search'.padEnd(34)} ${(serverCpuMs / sample.length).toFixed(2)} ms\n`);
}

runScript('search-sql-timing', main);
