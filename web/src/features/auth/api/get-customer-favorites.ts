import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { customerFavoriteSchema, type CustomerFavorite } from '../types';
import { authKeys } from './keys';

const favoriteListSchema = z.array(customerFavoriteSchema);

/**
 * GET /api/customer/favorites: the signed-in customer's saved shops. Until the favourites service answers
 * (a 404), the list is empty.
 */
export async function getCustomerFavorites(): Promise<CustomerFavorite[]> {
  try {
    return favoriteListSchema.parse(await apiRequest<unknown>(authKeys.customerFavorites[0]));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404:')) return [];
    throw error;
  }
}

export const customerFavoritesQueryOptions = () =>
  queryOptions({ queryKey: authKeys.customerFavorites, queryFn: getCustomerFavorites });

export const useCustomerFavorites = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...customerFavoritesQueryOptions(), enabled });
