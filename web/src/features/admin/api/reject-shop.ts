import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** Reject a shop: PUT with { reason } in the enhanced panel, PATCH without a body in the simple one. */
export function useRejectShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason, method = 'PUT' }: { id: number; reason?: string; method?: 'PUT' | 'PATCH' }) => {
      if (method === 'PATCH') await apiRequest(adminPaths.shopReject(id), 'PATCH');
      else await apiRequest(adminPaths.shopReject(id), 'PUT', { reason });
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
