import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** DELETE /api/admin/customers/{id}: permanent. */
export const useDeleteCustomer = () => useAdminMutation((id: number) => apiRequest(adminPaths.customer(id), 'DELETE'));
