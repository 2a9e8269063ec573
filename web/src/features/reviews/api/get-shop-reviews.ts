import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { REVIEWS_PAGE_SIZE, reviewResponseSchema, type ReviewResponse } from '@app/contracts';

import { fetchListPage, nextPageOffset, type ListPage } from '@/lib/paged-request';
import { parseLenient } from '@/lib/parse';

import { reviewKeys } from './keys';

/** GET /api/shops/{id}/reviews: newest first, a page at a time, with the reviewer's first name. */
export async function getShopReviews(
  shopId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ListPage<ReviewResponse>> {
  const page = await fetchListPage<unknown>([reviewKeys.shopReviews(shopId)[0]], {
    offset,
    limit: REVIEWS_PAGE_SIZE,
    signal,
  });
  return { ...page, items: page.items.map((item) => parseLenient(reviewResponseSchema, item, 'review')) };
}

export const shopReviewsQueryOptions = (shopId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.shopReviews(shopId),
    queryFn: ({ pageParam, signal }) => getShopReviews(shopId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

export const useShopReviews = (shopId: string) => useInfiniteQuery(shopReviewsQueryOptions(shopId));
