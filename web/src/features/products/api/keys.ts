import type { LocalParams } from '@/components/local/local-controls';

/** The product search's filters (spec section 2, Product search; category is a slug) and issue 14's local ones. */
export type ProductFilters = { shop?: string; product?: string; location?: string; category?: string } & LocalParams;

function clean(filters: ProductFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (name === 'view') continue;
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) params[name] = text;
  }
  return params;
}

/**
 * Query keys of the products feature: the request path, then the query parameters (spec section 7). The paged
 * search adds 'pages' so it never shares a key with the home page's first-page read.
 */
export const productKeys = {
  searches: ['/api/products/search'] as const,
  search: (filters: ProductFilters) => ['/api/products/search', clean(filters), 'pages'] as const,
  preview: (filters: ProductFilters, limit: number) =>
    ['/api/products/search', { ...clean(filters), limit: String(limit) }] as const,
};
