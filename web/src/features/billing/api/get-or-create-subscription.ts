import { queryOptions, useQuery } from '@tanstack/react-query';

import { subscriptionIntentResponseSchema, type SubscriptionIntentResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { billingKeys, billingPaths } from './keys';

/**
 * GET /api/get-or-create-subscription: the client secret of the owner's pending subscription. The server creates
 * it once, however often this runs; an owner already subscribed gets 409.
 */
export async function getOrCreateSubscription(): Promise<SubscriptionIntentResponse> {
  return subscriptionIntentResponseSchema.parse(await apiRequest<unknown>(billingPaths.intent));
}

export const subscriptionIntentQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.intent,
    queryFn: getOrCreateSubscription,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useSubscriptionIntent = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...subscriptionIntentQueryOptions(), enabled });
