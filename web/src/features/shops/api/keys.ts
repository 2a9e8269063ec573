import type { LocalParams } from '@/components/local/local-controls';
import { listFilters } from '@/lib/list-filters';
import { sharedKeys } from '@/lib/query-keys';

/**
 * The shop list's filters (spec section 2, Shop list): free text, location and a category slug, and the local ones
 * of issue 14 (near, radiusKm, sort, openNow; `view` is the screen's, never sent).
 */
export type ShopFilters = { search?: string; location?: string; category?: string } & LocalParams;

/**
 * Query keys of the shops feature, under the shared roots (lib/query-keys): the public lists (the filters as sent;
 * paged lists add 'pages' so they never share a key with a plain read), one shop's page, and the person's shops.
 */
export const shopKeys = {
  all: sharedKeys.shops,
  lists: [...sharedKeys.shops, 'list'] as const,
  list: (filters: ShopFilters) => [...shopKeys.lists, { approved: 'true', ...listFilters(filters) }, 'pages'] as const,
  featured: (limit: number) => [...shopKeys.lists, { approved: 'true', limit: String(limit) }] as const,
  detail: sharedKeys.shopDetail,
  mine: sharedKeys.myShops,
};
