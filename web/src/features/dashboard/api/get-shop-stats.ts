import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { shopStatsResponseSchema, type ShopStatsResponse } from '@app/contracts';

import { getJson } from '@/lib/api-client';
import { parseLenient } from '@/lib/parse';

import type { StatsRange } from '../lib/stats-period';
import { dashboardPaths, statsKeys } from './keys';

/** GET /api/my-shops/{id}/stats: one point per day (or month) of the range, and the totals. */
export async function getShopStats(shopId: number, range: StatsRange): Promise<ShopStatsResponse> {
  const data = await getJson<unknown>(dashboardPaths.stats(shopId), { params: range });
  return parseLenient(shopStatsResponseSchema, data, 'shop statistics');
}

export const shopStatsQueryOptions = (shopId: number, range: StatsRange) =>
  queryOptions({
    queryKey: statsKeys.stats(shopId, range),
    queryFn: () => getShopStats(shopId, range),
    placeholderData: keepPreviousData,
  });

export const useShopStats = (shopId: number, range: StatsRange) => useQuery(shopStatsQueryOptions(shopId, range));
