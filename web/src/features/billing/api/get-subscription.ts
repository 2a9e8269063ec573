import { queryOptions, useQuery } from '@tanstack/react-query';

import { subscriptionResponseSchema, type SubscriptionResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { billingKeys, billingPaths } from './keys';

/** GET /api/subscription: the owner's current subscription, or null when they never started one. */
export async function getSubscription(): Promise<SubscriptionResponse | null> {
  const body = await apiRequest<unknown>(billingPaths.subscription);
  return body === null ? null : subscriptionResponseSchema.parse(body);
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.subscription, queryFn: getSubscription });

export const useSubscription = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...subscriptionQueryOptions(), enabled });
