import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** DELETE /api/admin/shop-owners/{id}: permanent. */
export function useDeleteShopOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest(adminPaths.shopOwner(id), 'DELETE');
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
