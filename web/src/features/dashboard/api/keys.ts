import type { QueryClient } from '@tanstack/react-query';

import { sharedKeys } from '@/lib/query-keys';

/**
 * The caches an owner's change touches (spec 001 section 7: "after mutations the shop and product-search caches are
 * refreshed"): every public shop read (lists, pages, reviews), the owner's shops (with their figures) and every
 * product search. The shops and products features own those queries; they share these roots (lib/query-keys).
 */
const directoryRoots = [sharedKeys.shops, sharedKeys.myShops, sharedKeys.productSearches];

export async function refreshDirectory(queryClient: QueryClient): Promise<void> {
  await Promise.all(directoryRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

type StatsRange = { from: string; to: string };

/** Query keys of the owner's figures (issue 16): under the owner's shop, then the range. */
export const statsKeys = {
  stats: (shopId: number, range: StatsRange & { interval: string }) =>
    [...sharedKeys.myShops, shopId, 'stats', range] as const,
  searchTerms: (shopId: number, range: StatsRange) => [...sharedKeys.myShops, shopId, 'search-terms', range] as const,
};

/** Request paths of the owner's reads and writes. */
export const dashboardPaths = {
  stats: (shopId: number) => `/api/my-shops/${shopId}/stats`,
  searchTerms: (shopId: number) => `/api/my-shops/${shopId}/search-terms`,
  createShop: '/api/shops',
  updateShop: (shopId: number) => `/api/shops/${shopId}`,
  createProduct: (shopId: number) => `/api/shops/${shopId}/products`,
  deleteProduct: (productId: number) => `/api/products/${productId}`,
  updateProduct: (productId: number) => `/api/products/${productId}`,
};
