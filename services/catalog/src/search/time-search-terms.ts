/**
 * Times the directory search on the large data set, SQL only (no HTTP): each of the 200 benchmark searches runs
 * through SearchService (first page of 24 and its total, without the cache) three times; the median of the three
 * is the search's time, and the script prints the p50, p95 and slowest searches.
 *
 *   DATABASE_URL=postgres://... node dist/services/catalog/src/search/time-search-terms.js
 */
import 'reflect-metadata';
import { z } from 'zod';
import { SEARCH_TERMS, SearchTerm } from '../demo-data/search-terms';
import { SearchCache } from './search-cache';
import { openSearchDataSource } from './search-data-source';
import { SearchService } from './search.service';

const envSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
});

const PAGE = { limit: 24, offset: 0 };

function run(search: SearchService, term: SearchTerm): Promise<unknown> {
  return term.endpoint === 'shops'
    ? search.shops({ ...term.params, visibility: 'public' }, PAGE)
    : search.products(term.params, PAGE);
}

async function timeOnce(search: SearchService, term: SearchTerm): Promise<number> {
  const started = process.hrtime.bigint();
  await run(search, term);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

async function main(): Promise<void> {
  const { DATABASE_URL } = envSchema.parse(process.env);
  const dataSource = await openSearchDataSource(DATABASE_URL);
  try {
    const search = new SearchService(dataSource, SearchCache.disabled(), 1);
    const timings: Array<{ term: SearchTerm; ms: number }> = [];
    for (const term of SEARCH_TERMS) {
      const runs = [await timeOnce(search, term), await timeOnce(search, term), await timeOnce(search, term)];
      timings.push({ term, ms: runs.sort((a, b) => a - b)[1] });
    }
    const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
    const format = (ms: number) => `${ms.toFixed(1)} ms`;
    process.stdout.write(
      `${timings.length} searches, median of 3 each: p50 ${format(percentile(sorted, 0.5))}, ` +
        `p95 ${format(percentile(sorted, 0.95))}, max ${format(sorted[sorted.length - 1])}\n`,
    );
    for (const { term, ms } of [...timings].sort((a, b) => b.ms - a.ms).slice(0, 8)) {
      process.stdout.write(`  ${format(ms).padStart(9)}  ${term.endpoint} ${JSON.stringify(term.params)}\n`);
    }
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`time-search-terms failed: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
