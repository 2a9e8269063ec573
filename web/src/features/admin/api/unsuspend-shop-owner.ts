import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** PUT /api/admin/shop-owners/{id}/unsuspend. */
export function useUnsuspendShopOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest(`${adminPaths.shopOwner(id)}/unsuspend`, 'PUT');
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
