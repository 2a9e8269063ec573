import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { reviewKeys } from './keys';

export type ToggleFavoriteVariables = { shopId: number; save: boolean };

/** POST /api/customer/favorites { shopId } to save, DELETE /api/customer/favorites/{shopId} to forget; both idempotent. */
export async function toggleFavorite({ shopId, save }: ToggleFavoriteVariables): Promise<void> {
  if (save) await apiRequest(reviewKeys.favorites[0], 'POST', { shopId });
  else await apiRequest(`${reviewKeys.favorites[0]}/${encodeURIComponent(String(shopId))}`, 'DELETE');
}

/** Saves or forgets a shop; the favourites list and the profile's read of it refresh. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.favorites }),
  });
}
