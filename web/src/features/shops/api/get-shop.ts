import { queryOptions, useQuery } from '@tanstack/react-query';

import { shopDetailResponseSchema, type ShopDetailResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';
import { parseLenient } from '@/lib/parse';

import { shopKeys } from './keys';

/** GET /api/shops/{id}: the shop with its products and _count; contact fields are null when signed out. */
export async function getShop(id: string): Promise<ShopDetailResponse> {
  const data = await apiRequest<unknown>(`/api/shops/${encodeURIComponent(id)}`);
  return parseLenient(shopDetailResponseSchema, data, 'shop detail');
}

export const shopQueryOptions = (id: string) =>
  queryOptions({ queryKey: shopKeys.detail(id), queryFn: () => getShop(id) });

export const useShop = (id: string) => useQuery(shopQueryOptions(id));
