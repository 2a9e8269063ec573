import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** PUT /api/admin/users/{id}/suspend with { reason }. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) => {
      await apiRequest(`${adminPaths.user(id)}/suspend`, 'PUT', { reason });
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
