import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { PUBLIC_PAGE_SIZE, shopResponseSchema, type ShopResponse } from '@app/contracts';

import { listFilters } from '@/lib/list-filters';
import { fetchListPage, nextPageOffset, type ListPage } from '@/lib/paged-request';
import { parseLenientList } from '@/lib/parse';

import { shopKeys, type ShopFilters } from './keys';

async function getShopsPage(
  params: Record<string, string>,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ListPage<ShopResponse>> {
  const page = await fetchListPage<unknown>('/api/shops', { approved: 'true', ...params }, { offset, limit, signal });
  return { ...page, items: parseLenientList(shopResponseSchema, page.items, 'shop') };
}

/**
 * GET /api/shops?approved=true with search, location and category, a page of PUBLIC_PAGE_SIZE at a time; the total
 * comes from X-Total-Count (shared DECISIONS). The screen loads the next page on scroll.
 */
export function useShops(filters: ShopFilters) {
  return useInfiniteQuery({
    queryKey: shopKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getShopsPage(listFilters(filters), pageParam, PUBLIC_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });
}

/** The first `limit` approved shops (the owner home's 'Featured Shops'). */
export const featuredShopsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: shopKeys.featured(limit),
    queryFn: ({ signal }) => getShopsPage({}, 0, limit, signal),
  });

export const useFeaturedShops = (limit: number) => useQuery(featuredShopsQueryOptions(limit));
