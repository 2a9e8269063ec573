import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** PUT /api/admin/users/{id}/suspend with { reason } (the screen sends 'No reason provided' for none). */
export const useSuspendUser = () =>
  useAdminMutation(({ id, reason }: { id: number; reason?: string }) =>
    apiRequest(`${adminPaths.user(id)}/suspend`, 'PUT', { reason }),
  );
