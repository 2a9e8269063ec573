import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { reviewKeys, reviewPaths } from './keys';

export type ToggleFavoriteVariables = { shopId: number; save: boolean };

/** POST /api/customer/favorites { shopId } to save, DELETE /api/customer/favorites/{shopId} to forget; both idempotent. */
export async function toggleFavorite({ shopId, save }: ToggleFavoriteVariables): Promise<void> {
  if (save) await apiRequest(reviewPaths.favorites, 'POST', { shopId });
  else await apiRequest(`${reviewPaths.favorites}/${encodeURIComponent(String(shopId))}`, 'DELETE');
}

/** Saves or forgets a shop; the favourites list (the hearts, /favorites and the profile) refreshes. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.favorites }),
  });
}
