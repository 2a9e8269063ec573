import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** Approve a shop: PUT in the enhanced panel, PATCH in the simple one (no body). */
export function useApproveShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, method }: { id: number; method: 'PUT' | 'PATCH' }) => {
      await apiRequest(adminPaths.shopApprove(id), method);
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
