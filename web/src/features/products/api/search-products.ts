import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { PUBLIC_PAGE_SIZE, productResponseSchema, type ProductResponse } from '@app/contracts';

import { listFilters } from '@/lib/list-filters';
import { fetchListPage, nextPageOffset, type ListPage } from '@/lib/paged-request';
import { parseLenientList } from '@/lib/parse';

import { productKeys, productPaths, type ProductFilters } from './keys';

async function getProductsPage(
  filters: ProductFilters,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ListPage<ProductResponse>> {
  const page = await fetchListPage<unknown>(productPaths.search, listFilters(filters), { offset, limit, signal });
  return { ...page, items: parseLenientList(productResponseSchema, page.items, 'product') };
}

/**
 * GET /api/products/search with shop, product, location and category, PUBLIC_PAGE_SIZE at a time; the total comes
 * from X-Total-Count (shared DECISIONS). The screen loads the next page on scroll.
 */
export function useProductSearch(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: productKeys.search(filters),
    queryFn: ({ pageParam, signal }) => getProductsPage(filters, pageParam, PUBLIC_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });
}

/** The first `limit` products of a search and the total (the home page's products and 'View All Products (N)'). */
export const productPreviewQueryOptions = (filters: ProductFilters, limit: number) =>
  queryOptions({
    queryKey: productKeys.preview(filters, limit),
    queryFn: ({ signal }) => getProductsPage(filters, 0, limit, signal),
  });

export const useProductPreview = (filters: ProductFilters, limit: number) =>
  useQuery(productPreviewQueryOptions(filters, limit));
