import { queryOptions, useQuery } from '@tanstack/react-query';

import { myReviewResponseSchema, type MyReviewResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';
import { parseLenientList } from '@/lib/parse';

import { reviewKeys } from './keys';

/** GET /api/customer/reviews: the signed-in person's own reviews, newest first, with each shop's name. */
export async function getMyReviews(): Promise<MyReviewResponse[]> {
  const data = await apiRequest<unknown>('/api/customer/reviews');
  return parseLenientList(myReviewResponseSchema, data, 'review');
}

export const myReviewsQueryOptions = () => queryOptions({ queryKey: reviewKeys.myReviews, queryFn: getMyReviews });

export const useMyReviews = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myReviewsQueryOptions(), enabled });
