import { queryOptions, useQuery } from '@tanstack/react-query';

import { userResponseSchema } from '@app/contracts';

import { getJson } from '@/lib/api-client';

import { sessionChecksWanted } from '../lib/session-hint';
import { parseOrNull, type ShopOwner } from '../types';
import { authKeys, authPaths } from './keys';

/** GET /api/shop-owner/profile: the signed-in shop owner, or null. */
export const shopOwnerProfileQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.shopOwner,
    // Known signed out (no session cookie at page load): no request, no 401 in the console.
    initialData: sessionChecksWanted() ? undefined : null,
    queryFn: async ({ signal }): Promise<ShopOwner | null> =>
      sessionChecksWanted()
        ? parseOrNull(userResponseSchema, await getJson<unknown>(authPaths.shopOwner, { signal, on401: 'returnNull' }))
        : null,
    retry: false,
  });

export const useShopOwnerProfile = () => useQuery(shopOwnerProfileQueryOptions());
