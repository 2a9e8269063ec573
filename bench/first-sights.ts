/**
 * How many lookups of T5's cache-on runs are a search's first sight, which misses with any cache: the same Zipf
 * draw as the API load (bench/search-workload.ts's ZipfSampler, T5's exponent and seed) over the full mode's 12,000
 * searches, after a warm-up of a given number of draws. No database, no cache: the bound the draw alone sets.
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/first-sights.js [--searches 12000] [--measured 17500] [--warmups 2000,20000,100000]
 */
import { ZipfSampler } from './search-workload';
import { round } from './support/stats';
import { scriptOption } from './support/options';

/** Seed of T5's cache-on draw (bench/search.ts, `drawer(paths, 2)`). */
const CACHE_ON_SEED = 2;

function main(): void {
  const searches = Number(scriptOption('searches', '12000'));
  const measured = Number(scriptOption('measured', '17500'));
  const warmups = scriptOption('warmups', '2000,20000,100000').split(',').map(Number);
  for (const warmup of warmups) {
    const sampler = new ZipfSampler(searches, undefined, CACHE_ON_SEED);
    const seen = new Set<number>();
    for (let i = 0; i < warmup; i += 1) seen.add(sampler.next());
    let firstSights = 0;
    for (let i = 0; i < measured; i += 1) {
      const drawn = sampler.next();
      if (!seen.has(drawn)) {
        firstSights += 1;
        seen.add(drawn);
      }
    }
    process.stdout.write(
      `${searches} searches, ${warmup} draws of warm-up, ${measured} measured: ` +
        `${round((firstSights / measured) * 100, 1)} % first sights\n`,
    );
  }
}

main();
