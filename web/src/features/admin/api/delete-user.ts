import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** DELETE /api/admin/users/{id}: permanent, with everything the user holds. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest(adminPaths.user(id), 'DELETE');
    },
    onSuccess: () => refreshAdmin(queryClient),
  });
}
