import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The caches an owner's change touches (spec 001 section 7: "after mutations the shop and product-search caches are
 * refreshed"): every shop read (lists and details, whose keys start with /api/shops), the owner's shops, and every
 * product search. The shops and products features own those queries; their keys start with these paths.
 */
const refreshedPathPrefixes = ['/api/shops', '/api/my-shops', '/api/products/search'];

function touchesDirectory(queryKey: QueryKey): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && refreshedPathPrefixes.some((prefix) => path.startsWith(prefix));
}

export async function refreshDirectory(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ predicate: (query) => touchesDirectory(query.queryKey) });
}

/** Query keys of the owner's figures (issue 16): the path, then the query parameters. */
export const statsKeys = {
  stats: (shopId: number, range: { from: string; to: string; interval: string }) =>
    [`/api/my-shops/${shopId}/stats`, range] as const,
  searchTerms: (shopId: number, range: { from: string; to: string }) =>
    [`/api/my-shops/${shopId}/search-terms`, range] as const,
};

/** Request paths of the owner's writes. */
export const dashboardPaths = {
  createShop: '/api/shops',
  updateShop: (shopId: number) => `/api/shops/${shopId}`,
  createProduct: (shopId: number) => `/api/shops/${shopId}/products`,
  deleteProduct: (productId: number) => `/api/products/${productId}`,
  updateProduct: (productId: number) => `/api/products/${productId}`,
};
