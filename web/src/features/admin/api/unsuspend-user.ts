import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** PUT /api/admin/users/{id}/unsuspend. */
export function useUnsuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest(`${adminPaths.user(id)}/unsuspend`, 'PUT');
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
