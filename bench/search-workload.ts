import { type CategorySlug, defaultCategories, TOWNS } from '@app/contracts';
import { CATEGORY_WORDS, STREETS, SURNAMES } from '../services/catalog/src/demo-data/demo-words';
import { LARGE_PRODUCT_NAME_COUNT, largeProductName } from '../services/catalog/src/demo-data/large-product-names';
import { misspell } from '../services/catalog/src/demo-data/search-terms';
import { geocode } from '../services/catalog/src/local/gazetteer';

/** One search of the workload: its API endpoint and query parameters, as the web app sends them. */
export interface BenchQuery {
  kind: 'shop' | 'product' | 'place' | 'category' | 'near';
  endpoint: 'shops' | 'products';
  params: Readonly<Record<string, string>>;
}

/** Share of the searches that carry a typo (issue 20: 20 % misspelt). */
const MISSPELT_SHARE = 0.2;
/** Zipf exponent of the searches' popularity; pgbench's random_zipfian takes the same. */
export const ZIPF_EXPONENT = 1.01;
export const NEAR_RADIUS_KM = 10;

/** A small seeded generator (mulberry32): the same workload and draw order in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shopKind(pattern: string): string {
  return pattern
    .replace(/\{\w+\}('s)?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Misspells one word of four letters or more of a phrase, chosen by the seed. */
function misspellPhrase(phrase: string, seed: number): string {
  const words = phrase.split(' ');
  const long = words.map((word, index) => ({ word, index })).filter(({ word }) => word.length >= 4);
  if (long.length === 0) return phrase;
  const { word, index } = long[seed % long.length];
  words[index] = misspell(word, seed);
  return words.join(' ');
}

/**
 * At least `count` distinct searches in order of popularity (the first is the most asked), shaped like a
 * country's: product names from the large set's long-tail list (the popular names first), shop names and kinds,
 * towns and streets, categories with a town, and 20 % with a typo in their longest words. Kinds are interleaved
 * along the popularity order so every part of the Zipf curve mixes them.
 */
export function buildSearchWorkload(count: number): BenchQuery[] {
  const random = seededRandom(20);
  const slugs = defaultCategories.map((category) => category.slug as CategorySlug);
  const towns = TOWNS.map((town) => town.name);
  const shopKinds = [...new Set(slugs.flatMap((slug) => CATEGORY_WORDS[slug].shopNames.map(shopKind)))];
  const queries: BenchQuery[] = [];
  const seen = new Set<string>();
  const add = (query: BenchQuery) => {
    const key = `${query.endpoint}?${new URLSearchParams(query.params as Record<string, string>).toString()}`;
    if (seen.has(key)) return;
    seen.add(key);
    queries.push(query);
  };
  const maybeMisspelt = (text: string) =>
    random() < MISSPELT_SHARE ? misspellPhrase(text, Math.floor(random() * 1e6)) : text;
  const at = <T>(list: readonly T[], index: number): T => list[index % list.length];
  for (let i = 0; queries.length < count && i < count * 4; i += 1) {
    // Product ranks along a long tail too: the common names are the common searches.
    const rank = Math.min(LARGE_PRODUCT_NAME_COUNT - 1, Math.floor(LARGE_PRODUCT_NAME_COUNT * random() ** 3));
    switch (i % 10) {
      case 0:
      case 1:
      case 2:
      case 3:
        add({ kind: 'product', endpoint: 'products', params: { product: maybeMisspelt(largeProductName(rank)) } });
        break;
      case 4:
        add({
          kind: 'product',
          endpoint: 'products',
          params: {
            product: maybeMisspelt(largeProductName(rank).split(' ').slice(-2).join(' ')),
            location: at(towns, i),
          },
        });
        break;
      case 5:
      case 6: {
        const name = i % 3 === 0 ? at(SURNAMES, i * 7) : `${at(SURNAMES, i * 3)} ${at(shopKinds, i)}`;
        add({ kind: 'shop', endpoint: 'shops', params: { search: maybeMisspelt(name) } });
        break;
      }
      case 7:
        add({
          kind: 'place',
          endpoint: 'shops',
          params:
            i % 2 === 0
              ? { location: maybeMisspelt(at(towns, i * 13)) }
              : { location: `${at(STREETS, i)}, ${at(towns, i * 3)}` },
        });
        break;
      case 8:
        add({ kind: 'category', endpoint: 'shops', params: { category: at(slugs, i), location: at(towns, i * 7) } });
        break;
      default:
        add({
          kind: 'category',
          endpoint: 'products',
          params: { category: at(slugs, i), product: maybeMisspelt(largeProductName(rank).split(' ').slice(-1)[0]) },
        });
    }
  }
  if (queries.length < count) throw new Error(`The workload holds ${queries.length} distinct searches, not ${count}`);
  return queries;
}

/** Near-me product searches (T5g): a product name within NEAR_RADIUS_KM of a town's centre. */
export function buildNearWorkload(count: number): BenchQuery[] {
  const random = seededRandom(5);
  const centres = TOWNS.map((town) => geocode(town.name)!);
  const queries: BenchQuery[] = [];
  const seen = new Set<string>();
  for (let i = 0; queries.length < count && i < count * 4; i += 1) {
    const rank = Math.min(LARGE_PRODUCT_NAME_COUNT - 1, Math.floor(LARGE_PRODUCT_NAME_COUNT * random() ** 3));
    const centre = centres[i % centres.length];
    const words = largeProductName(rank).split(' ');
    const product = words.slice(-1 - (i % 2)).join(' ');
    const params = {
      product,
      near: `${centre.latitude.toFixed(4)},${centre.longitude.toFixed(4)}`,
      radiusKm: String(NEAR_RADIUS_KM),
    };
    const key = JSON.stringify(params);
    if (seen.has(key)) continue;
    seen.add(key);
    queries.push({ kind: 'near', endpoint: 'products', params });
  }
  return queries;
}

/**
 * Products near a town by distance, with no words (the web app's "Near me" on the product list): each town's
 * centre within 1, 3, 10 and 25 km. Not a target's workload: `search-sql-timing.js ... nearest` times it.
 */
export function buildNearestWorkload(): BenchQuery[] {
  return [1, 3, 10, 25].flatMap((radiusKm) =>
    TOWNS.map((town) => {
      const centre = geocode(town.name)!;
      const near = `${centre.latitude.toFixed(4)},${centre.longitude.toFixed(4)}`;
      return { kind: 'near', endpoint: 'products', params: { near, radiusKm: String(radiusKm), sort: 'distance' } };
    }),
  );
}

/**
 * Draws ranks 0..n-1 with probability proportional to 1 / (rank + 1)^exponent, from a seeded generator: the
 * same distribution as pgbench's random_zipfian(1, n, exponent), minus one.
 */
export class ZipfSampler {
  private readonly cumulative: Float64Array;
  private readonly random: () => number;

  constructor(n: number, exponent = ZIPF_EXPONENT, seed = 1) {
    this.cumulative = new Float64Array(n);
    let total = 0;
    for (let rank = 0; rank < n; rank += 1) {
      total += 1 / (rank + 1) ** exponent;
      this.cumulative[rank] = total;
    }
    for (let rank = 0; rank < n; rank += 1) this.cumulative[rank] /= total;
    this.random = seededRandom(seed);
  }

  next(): number {
    const target = this.random();
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** The search's public API path, as the browser calls it through the gateway. */
export function apiPathOf(query: BenchQuery): string {
  const params = new URLSearchParams(Object.entries(query.params).filter(([, value]) => value !== ''));
  return `${query.endpoint === 'shops' ? '/api/shops' : '/api/products/search'}?${params.toString()}`;
}
