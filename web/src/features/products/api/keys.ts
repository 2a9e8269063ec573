import type { LocalParams } from '@/components/local/local-controls';
import { listFilters } from '@/lib/list-filters';
import { sharedKeys } from '@/lib/query-keys';

/** The product search's filters (spec section 2, Product search; category is a slug) and issue 14's local ones. */
export type ProductFilters = { shop?: string; product?: string; location?: string; category?: string } & LocalParams;

export const productPaths = { search: '/api/products/search' };

/**
 * Query keys of the products feature: every search sits under the shared root (an owner's change refreshes them
 * all), with its filters as sent. The paged search adds 'pages' so it never shares a key with the home page's
 * first-page read.
 */
export const productKeys = {
  searches: sharedKeys.productSearches,
  search: (filters: ProductFilters) => [...sharedKeys.productSearches, listFilters(filters), 'pages'] as const,
  preview: (filters: ProductFilters, limit: number) =>
    [...sharedKeys.productSearches, { ...listFilters(filters), limit: String(limit) }] as const,
};
