import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** PUT /api/admin/shop-owners/{id}/suspend with { reason } (may be empty). */
export function useSuspendShopOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason?: string }) => {
      await apiRequest(`${adminPaths.shopOwner(id)}/suspend`, 'PUT', { reason });
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
