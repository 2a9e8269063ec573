import { queryOptions, useQuery } from '@tanstack/react-query';

import { userResponseSchema } from '@app/contracts';

import { getQueryFn } from '@/lib/api-client';

import { sessionChecksWanted } from '../lib/session-hint';
import { parseOrNull, type ShopOwner } from '../types';
import { authKeys } from './keys';

const fetchShopOwner = getQueryFn<unknown>({ on401: 'returnNull' });

/** GET /api/shop-owner/profile: the signed-in shop owner, or null. */
export const shopOwnerProfileQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.shopOwner,
    // Known signed out (no session cookie at page load): no request, no 401 in the console.
    initialData: sessionChecksWanted() ? undefined : null,
    queryFn: async (context): Promise<ShopOwner | null> =>
      sessionChecksWanted() ? parseOrNull(userResponseSchema, await fetchShopOwner(context)) : null,
    retry: false,
  });

export const useShopOwnerProfile = () => useQuery(shopOwnerProfileQueryOptions());
