import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ShopOwnerRegisterRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { refreshSession } from './keys';

/**
 * POST /api/shop-owner/register: `{ firstName, lastName, email | null, phone | null, city, password,
 * contactMethod }`; signs the new owner in. The body (the owner) is not read: the profile query reloads it.
 */
export async function registerShopOwner(request: ShopOwnerRegisterRequest): Promise<void> {
  await apiRequest('/api/shop-owner/register', 'POST', {
    ...request,
    email: request.email ?? null,
    phone: request.phone ?? null,
  });
}

export function useRegisterShopOwner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerShopOwner, onSuccess: () => refreshSession(queryClient) });
}
