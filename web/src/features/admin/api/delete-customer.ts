import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** DELETE /api/admin/customers/{id}: permanent. */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest(adminPaths.customer(id), 'DELETE');
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
