import { hashKey, useMutation, useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';

import { createReviewSchema, type CreateReviewRequest, type SubmitReviewResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

import { reviewPaths } from './keys';

export type SubmitReviewVariables = { shopId: string | number } & CreateReviewRequest;

/**
 * Catalog takes the new totals from the review event a moment after the answer; shop lists are read again after
 * this delay too, so they show the new stars.
 */
const CATALOG_CATCH_UP_MS = 1000;

/** POST /api/shops/{id}/reviews: rating 1 to 5 and an optional comment, trimmed and left out when empty. */
export async function submitReview({ shopId, ...input }: SubmitReviewVariables): Promise<SubmitReviewResponse | null> {
  const body = createReviewSchema.parse(input);
  return apiRequest<SubmitReviewResponse>(
    reviewPaths.shopReviews(shopId),
    'POST',
    body.comment ? body : { rating: body.rating },
  );
}

/**
 * Submits a rating; then the shop queries refresh (spec section 4). The shop page takes the new rating and count
 * from the answer at once (reading it again would count another visit and could still see catalog's old totals);
 * every other shop query (lists, the reviews) is read again now and once more after catalog caught up.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: async (answer, { shopId }) => {
      const detailKey = sharedKeys.shopDetail(shopId);
      if (answer) {
        queryClient.setQueryData<unknown>(detailKey, (shop: unknown) =>
          shop && typeof shop === 'object'
            ? {
                ...shop,
                rating: answer.shopRating,
                reviewCount: answer.shopReviewCount,
                ratingBreakdown: answer.shopRatingBreakdown,
              }
            : shop,
        );
      }
      const detailHash = hashKey(detailKey);
      const otherShopQueries: InvalidateQueryFilters = {
        queryKey: sharedKeys.shops,
        predicate: (query) => query.queryHash !== detailHash,
      };
      setTimeout(() => void queryClient.invalidateQueries(otherShopQueries), CATALOG_CATCH_UP_MS);
      await queryClient.invalidateQueries(otherShopQueries);
    },
  });
}
