import { queryOptions, useQuery } from '@tanstack/react-query';

import { searchTermStatSchema, type SearchTermStat } from '@app/contracts';

import { getJson } from '@/lib/api-client';
import { parseLenientList } from '@/lib/parse';

import { dashboardPaths, statsKeys } from './keys';

type Range = { from: string; to: string };

/** GET /api/my-shops/{id}/search-terms: the top 20 terms that showed the shop, with the views they led to. */
export async function getSearchTerms(shopId: number, range: Range): Promise<SearchTermStat[]> {
  const data = await getJson<unknown>(dashboardPaths.searchTerms(shopId), { params: range });
  return parseLenientList(searchTermStatSchema, data, 'search term');
}

export const searchTermsQueryOptions = (shopId: number, range: Range) =>
  queryOptions({ queryKey: statsKeys.searchTerms(shopId, range), queryFn: () => getSearchTerms(shopId, range) });

export const useSearchTerms = (shopId: number, range: Range) => useQuery(searchTermsQueryOptions(shopId, range));
