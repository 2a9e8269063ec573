import { queryOptions, useQuery } from '@tanstack/react-query';

import { userResponseSchema } from '@app/contracts';

import { getQueryFn } from '@/lib/api-client';

import { parseOrNull, type ShopOwner } from '../types';
import { authKeys } from './keys';

const fetchShopOwner = getQueryFn<unknown>({ on401: 'returnNull' });

/** GET /api/shop-owner/profile: the signed-in shop owner, or null. */
export const shopOwnerProfileQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.shopOwner,
    queryFn: async (context): Promise<ShopOwner | null> =>
      parseOrNull(userResponseSchema, await fetchShopOwner(context)),
    retry: false,
  });

export const useShopOwnerProfile = () => useQuery(shopOwnerProfileQueryOptions());
