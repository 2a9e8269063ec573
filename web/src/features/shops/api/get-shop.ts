import { queryOptions, useQuery } from '@tanstack/react-query';

import { shopDetailResponseSchema, type ShopDetailResponse } from '@app/contracts';

import { getJson } from '@/lib/api-client';
import { parseLenient } from '@/lib/parse';

import { shopKeys } from './keys';

/**
 * GET /api/shops/{id}: the shop with its products and _count; contact fields are null when signed out. Asked for
 * as every read is (getJson: no header of its own), so the browser hands it the answer the shop page's HTML preloaded
 * (gateway page-preloads.ts) instead of asking again, which would also count the view twice.
 */
export async function getShop(id: string): Promise<ShopDetailResponse> {
  const data = await getJson<unknown>(`/api/shops/${encodeURIComponent(id)}`);
  return parseLenient(shopDetailResponseSchema, data, 'shop detail');
}

export const shopQueryOptions = (id: string) =>
  queryOptions({ queryKey: shopKeys.detail(id), queryFn: () => getShop(id) });

export const useShop = (id: string) => useQuery(shopQueryOptions(id));
