import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ShopResponse, UpdateShopPlaceRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { dashboardPaths, refreshDirectory } from './keys';

/** PATCH /api/shops/{id}: the shop's map pin and opening hours. */
export async function updateShopPlace(shopId: number, request: UpdateShopPlaceRequest): Promise<ShopResponse | null> {
  return apiRequest<ShopResponse>(dashboardPaths.updateShop(shopId), 'PATCH', request);
}

export function useUpdateShopPlace(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateShopPlaceRequest) => updateShopPlace(shopId, request),
    onSuccess: () => refreshDirectory(queryClient),
  });
}
