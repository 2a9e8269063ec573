/**
 * How many cached search pages each kind of T5's writes drops: the pages of the most asked T5 searches, each with
 * its dependencies as the catalog reads them on a miss (SearchService, first page of 24), then the writer's own
 * sequence of writes (search-writer.ts) in one transaction that is rolled back, every change it records in
 * catalog.search_changes tested against every page with the cache's own rule (search-dependencies' mayAffect):
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/search-invalidation.js [pages=3000] [writes=200]
 *
 * It prints the mean number of pages a write of each kind drops, and what the writer's 20 writes a second would
 * drop from that many cached pages. It is not T5: no cache runs, nothing is timed, the database is left as it was.
 * DATABASE_URL defaults to the full bench database.
 */
import 'reflect-metadata';
import type { SearchCache } from '../services/catalog/src/search/search-cache';
import { CHANGE_COLUMNS, ChangeRow, loggedChangeOf } from '../services/catalog/src/search/search-change-feed';
import { openSearchDataSource } from '../services/catalog/src/search/search-data-source';
import { DependencyIndex } from '../services/catalog/src/search/dependency-index';
import { mayAffect, SearchDependencies } from '../services/catalog/src/search/search-dependencies';
import { SearchService } from '../services/catalog/src/search/search.service';
import { WRITES_PER_SECOND } from './search';
import { buildSearchWorkload } from './search-workload';
import { searchWrites, SearchWriteKind, writableRange } from './search-writer';
import { benchDatabaseUrl } from './support/bench-database';
import { runScript } from './support/script';

const FIRST_PAGE = { limit: 24, offset: 0 };

/** A cache that computes every page and keeps only its dependencies. */
function recordingCache(pages: SearchDependencies[]): SearchCache {
  const cache = {
    enabled: true,
    async get(_key: string, _versioned: boolean, load: () => Promise<{ value: unknown; dependencies?: unknown }>) {
      const computed = await load();
      pages.push(computed.dependencies as SearchDependencies);
      return computed.value;
    },
  };
  return cache as unknown as SearchCache;
}

async function main(): Promise<void> {
  const pageCount = Number(process.argv[2] ?? 3000);
  const writeCount = Number(process.argv[3] ?? 200);
  const dataSource = await openSearchDataSource(await benchDatabaseUrl());
  try {
    const pages: SearchDependencies[] = [];
    const search = new SearchService(dataSource, recordingCache(pages), 4);
    for (const { endpoint, params } of buildSearchWorkload(12_000).slice(0, pageCount)) {
      if (endpoint === 'shops') await search.shops({ ...params, visibility: 'public' }, FIRST_PAGE);
      else await search.products(params, FIRST_PAGE);
    }

    const runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    const dropped = new Map<SearchWriteKind, { writes: number; pages: number }>();
    let changesTested = 0;
    let testingNs = 0n;
    let indexedNs = 0n;
    let candidatesTested = 0;
    const index = new DependencyIndex();
    pages.forEach((page, position) => index.add(String(position), page));
    try {
      const client = { query: async (sql: string, values?: unknown[]) => ({ rows: await runner.query(sql, values) }) };
      const write = searchWrites(await writableRange(client));
      let lastChange = Number(
        (await runner.query('SELECT coalesce(max(id), 0) AS id FROM catalog.search_changes'))[0].id,
      );
      for (let written = 0; written < writeCount; written += 1) {
        const kind = await write(client);
        const rows: ChangeRow[] = await runner.query(
          `SELECT ${CHANGE_COLUMNS} FROM catalog.search_changes c WHERE c.id > $1 ORDER BY c.id`,
          [lastChange],
        );
        const figures = dropped.get(kind) ?? { writes: 0, pages: 0 };
        figures.writes += 1;
        for (const change of rows.map(loggedChangeOf)) {
          lastChange = change.id;
          const started = process.hrtime.bigint();
          const reached = pages.filter((page) => mayAffect(page, change)).length;
          const scanned = process.hrtime.bigint();
          const candidates = [...index.candidates(change)];
          const reachedThroughIndex = candidates.filter((key) => mayAffect(pages[Number(key)], change)).length;
          indexedNs += process.hrtime.bigint() - scanned;
          testingNs += scanned - started;
          if (reachedThroughIndex !== reached) throw new Error(`the index missed pages of change ${change.id}`);
          figures.pages += reached;
          candidatesTested += candidates.length;
          changesTested += 1;
        }
        dropped.set(kind, figures);
      }
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }

    process.stdout.write(`${pages.length} cached pages, ${writeCount} writes (rolled back); pages a write drops:\n`);
    let perSecond = 0;
    for (const [kind, { writes, pages: count }] of dropped) {
      process.stdout.write(`  ${kind.padEnd(18)} ${(count / writes).toFixed(2).padStart(8)}  (${writes} writes)\n`);
      perSecond += (count / writes) * (writes / writeCount) * WRITES_PER_SECOND;
    }
    process.stdout.write(`  at ${WRITES_PER_SECOND} writes a second: ${perSecond.toFixed(0)} pages a second\n`);
    const changesPerSecond = (changesTested / writeCount) * WRITES_PER_SECOND;
    const perChange = (ns: bigint) => Number(ns) / 1e6 / changesTested;
    process.stdout.write(
      `  testing a change (${changesTested} changes of ${writeCount} writes): against all ${pages.length} pages ` +
        `${perChange(testingNs).toFixed(3)} ms, ${(perChange(testingNs) * changesPerSecond).toFixed(0)} ms of CPU a ` +
        `second at ${WRITES_PER_SECOND} writes a second; against the DependencyIndex's candidates (the cache's way, ` +
        `${(candidatesTested / changesTested).toFixed(0)} pages a change) ${perChange(indexedNs).toFixed(3)} ms, ` +
        `${(perChange(indexedNs) * changesPerSecond).toFixed(0)} ms a second\n`,
    );
  } finally {
    await dataSource.destroy();
  }
}

runScript('search-invalidation', main);
