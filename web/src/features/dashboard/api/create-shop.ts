import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateShopRequest, ShopResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { dashboardPaths, refreshDirectory } from './keys';

/** POST /api/shops: name, description, location, address, phone, email, website, categoryId (and imageUrl). */
export async function createShop(request: CreateShopRequest): Promise<ShopResponse | null> {
  return apiRequest<ShopResponse>(dashboardPaths.createShop, 'POST', request);
}

export function useCreateShop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShop, onSuccess: () => refreshDirectory(queryClient) });
}
