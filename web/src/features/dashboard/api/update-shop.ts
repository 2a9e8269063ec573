import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ShopResponse, UpdateShopRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { dashboardPaths, refreshDirectory } from './keys';

/** PATCH /api/shops/{id}: any of the shop form's fields (issue 15); a rejected shop goes back to review. */
export async function updateShop(shopId: number, request: UpdateShopRequest): Promise<ShopResponse | null> {
  return apiRequest<ShopResponse>(dashboardPaths.updateShop(shopId), 'PATCH', request);
}

export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, changes }: { shopId: number; changes: UpdateShopRequest }) => updateShop(shopId, changes),
    onSuccess: () => refreshDirectory(queryClient),
  });
}
