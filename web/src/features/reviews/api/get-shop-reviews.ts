import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { REVIEWS_PAGE_SIZE, reviewResponseSchema, type ReviewResponse, type ReviewSort } from '@app/contracts';

import { fetchListPage, nextPageOffset, type ListPage } from '@/lib/paged-request';
import { parseLenient } from '@/lib/parse';

import { reviewKeys, reviewPaths } from './keys';

/**
 * GET /api/shops/{id}/reviews: newest first (or by stars, highest or lowest), a page at a time, with the reviewer's
 * first name and the owner's reply.
 */
export async function getShopReviews(
  shopId: string,
  offset: number,
  sort: ReviewSort = 'newest',
  signal?: AbortSignal,
): Promise<ListPage<ReviewResponse>> {
  const page = await fetchListPage<unknown>(
    reviewPaths.shopReviews(shopId),
    { sort },
    {
      offset,
      limit: REVIEWS_PAGE_SIZE,
      signal,
    },
  );
  return { ...page, items: page.items.map((item) => parseLenient(reviewResponseSchema, item, 'review')) };
}

export const shopReviewsQueryOptions = (shopId: string, sort: ReviewSort = 'newest') =>
  infiniteQueryOptions({
    queryKey: reviewKeys.shopReviews(shopId, sort),
    queryFn: ({ pageParam, signal }) => getShopReviews(shopId, pageParam, sort, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

export const useShopReviews = (shopId: string, sort: ReviewSort = 'newest') =>
  useInfiniteQuery(shopReviewsQueryOptions(shopId, sort));
