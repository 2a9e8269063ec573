import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** DELETE /api/admin/users/{id}: permanent, with everything the user holds. */
export const useDeleteUser = () => useAdminMutation((id: number) => apiRequest(adminPaths.user(id), 'DELETE'));
