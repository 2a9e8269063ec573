import { queryOptions, useQuery } from '@tanstack/react-query';

import { shopDetailResponseSchema, type ShopDetailResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';
import { parseLenientList } from '@/lib/parse';

import { shopKeys } from './keys';

/** One of the signed-in person's shops, with its products (the header counts them, the dashboard shows them). */
export type MyShop = ShopDetailResponse;

/** GET /api/my-shops: the signed-in person's shops with their products. */
export async function getMyShops(): Promise<MyShop[]> {
  return parseLenientList(shopDetailResponseSchema, await apiRequest<unknown>('/api/my-shops'), 'shop');
}

export const myShopsQueryOptions = () => queryOptions({ queryKey: shopKeys.mine, queryFn: getMyShops });

/** Requested only when signed in (spec section 7). */
export const useMyShops = ({ enabled }: { enabled: boolean }) => useQuery({ ...myShopsQueryOptions(), enabled });
