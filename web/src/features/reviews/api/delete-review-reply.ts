import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ReviewResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { reviewKeys, reviewPaths } from './keys';

/** DELETE /api/shops/{id}/reviews/{reviewId}/reply: the owner takes their answer back. */
export async function deleteReviewReply({ shopId, reviewId }: { shopId: string | number; reviewId: number }) {
  return apiRequest<ReviewResponse>(reviewPaths.reply(shopId, reviewId), 'DELETE');
}

export function useDeleteReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewReply,
    onSuccess: (_answer, { shopId }) => queryClient.invalidateQueries({ queryKey: reviewKeys.allShopReviews(shopId) }),
  });
}
