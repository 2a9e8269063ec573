import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { shopKeys } from './keys';

/** The header only counts the signed-in person's shops; the dashboard issue gives them their full shape. */
export type MyShop = { id: number | string; [field: string]: unknown };

/** GET /api/my-shops: the signed-in person's shops. */
export async function getMyShops(): Promise<MyShop[]> {
  const data = await apiRequest<unknown>(shopKeys.mine[0]);
  return Array.isArray(data) ? (data as MyShop[]) : [];
}

export const myShopsQueryOptions = () => queryOptions({ queryKey: shopKeys.mine, queryFn: getMyShops });

/** Requested only when signed in (spec section 7). */
export const useMyShops = ({ enabled }: { enabled: boolean }) => useQuery({ ...myShopsQueryOptions(), enabled });
