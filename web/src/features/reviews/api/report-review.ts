import { useMutation } from '@tanstack/react-query';

import { reviewReportSchema, type ReviewReportRequest, type ReviewReportResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

export type ReportReviewVariables = { reviewId: number } & ReviewReportRequest;

/** POST /api/reviews/{reviewId}/report: a reason and optional details; a second report of one review is a 409. */
export async function reportReview({ reviewId, ...input }: ReportReviewVariables) {
  const body = reviewReportSchema.parse(input);
  return apiRequest<ReviewReportResponse>(
    `/api/reviews/${reviewId}/report`,
    'POST',
    body.details ? body : { reason: body.reason },
  );
}

/** Reports a review; nothing on the page changes until an admin decides. */
export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
