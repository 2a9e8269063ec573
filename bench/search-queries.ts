import { SEARCH_TERMS, SearchTerm } from '../services/catalog/src/demo-data/search-terms';

/**
 * The 200 benchmark searches are the catalog's own list (services/catalog/src/demo-data/search-terms.ts, shared
 * with perf's timing script): shop and product names, towns, categories, combinations, misspellings.
 */
export const BENCH_SEARCHES: readonly SearchTerm[] = SEARCH_TERMS;

/** The search's public API path, as the browser calls it through the gateway. */
export function apiPathOf(term: SearchTerm): string {
  const params = new URLSearchParams(Object.entries(term.params).filter(([, value]) => value !== ''));
  return `${term.endpoint === 'shops' ? '/api/shops' : '/api/products/search'}?${params.toString()}`;
}
