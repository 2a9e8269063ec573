import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reviewReplySchema, type ReviewReplyRequest, type ReviewResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { reviewKeys, reviewPaths } from './keys';

export type ReplyToReviewVariables = { shopId: string | number; reviewId: number } & ReviewReplyRequest;

/** PUT /api/shops/{id}/reviews/{reviewId}/reply: the shop owner's answer, 1 to 1,000 characters. */
export async function replyToReview({ shopId, reviewId, ...input }: ReplyToReviewVariables) {
  return apiRequest<ReviewResponse>(reviewPaths.reply(shopId, reviewId), 'PUT', reviewReplySchema.parse(input));
}

/** Answers a review; the shop's reviews are read again in every sort. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (_answer, { shopId }) => queryClient.invalidateQueries({ queryKey: reviewKeys.allShopReviews(shopId) }),
  });
}
