import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** DELETE /api/admin/shops/{id} (simple panel's remove). */
export function useRemoveShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest(adminPaths.shop(id), 'DELETE');
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
