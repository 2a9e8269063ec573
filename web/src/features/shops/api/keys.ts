import type { LocalParams } from '@/components/local/local-controls';

/**
 * The shop list's filters (spec section 2, Shop list): free text, location and a category slug, and the local ones
 * of issue 14 (near, radiusKm, sort, openNow; `view` is the screen's, never sent).
 */
export type ShopFilters = { search?: string; location?: string; category?: string } & LocalParams;

function clean(filters: ShopFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (name === 'view') continue;
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) params[name] = text;
  }
  return params;
}

/**
 * Query keys of the shops feature. The first element is the request path and the second the query parameters
 * (spec section 7); paged lists add 'pages' so they never share a key with a plain read.
 */
export const shopKeys = {
  /** Every public shop list (GET /api/shops with any parameters). */
  lists: ['/api/shops'] as const,
  list: (filters: ShopFilters) => ['/api/shops', { approved: 'true', ...clean(filters) }, 'pages'] as const,
  featured: (limit: number) => ['/api/shops', { approved: 'true', limit: String(limit) }] as const,
  detail: (id: string | number) => [`/api/shops/${encodeURIComponent(String(id))}`] as const,
  mine: ['/api/my-shops'] as const,
};
