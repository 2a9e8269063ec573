import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** PUT /api/admin/users/{id}/unsuspend. */
export const useUnsuspendUser = () =>
  useAdminMutation((id: number) => apiRequest(`${adminPaths.user(id)}/unsuspend`, 'PUT'));
