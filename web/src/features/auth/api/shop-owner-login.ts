import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ShopOwnerLoginRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { refreshSession } from './keys';

/** POST /api/shop-owner/login: `{ emailOrPhone, password }`. */
export async function loginShopOwner(request: ShopOwnerLoginRequest): Promise<void> {
  await apiRequest('/api/shop-owner/login', 'POST', request);
}

export function useLoginShopOwner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: loginShopOwner, onSuccess: () => refreshSession(queryClient) });
}
