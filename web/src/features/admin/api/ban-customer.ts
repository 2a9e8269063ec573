import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** PATCH /api/admin/customers/{id}/ban with { banned }. */
export function useBanCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, banned }: { id: number; banned: boolean }) => {
      await apiRequest(adminPaths.customerBan(id), 'PATCH', { banned });
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
