import { queryOptions, useQuery } from '@tanstack/react-query';

import { favoriteShopResponseSchema, type FavoriteShopResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';
import { parseLenientList } from '@/lib/parse';

import { reviewKeys, reviewPaths } from './keys';

/** GET /api/customer/favorites: the saved shops of the signed-in customer or the active guest session. */
export async function getFavoriteShops(): Promise<FavoriteShopResponse[]> {
  const data = await apiRequest<unknown>(reviewPaths.favorites);
  return parseLenientList(favoriteShopResponseSchema, data, 'favourite shop');
}

export const favoriteShopsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.favorites, queryFn: getFavoriteShops, retry: false });

export const useFavoriteShops = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...favoriteShopsQueryOptions(), enabled });
