import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** DELETE /api/admin/shops/{id} (simple panel's remove). */
export const useRemoveShop = () => useAdminMutation((id: number) => apiRequest(adminPaths.shop(id), 'DELETE'));
