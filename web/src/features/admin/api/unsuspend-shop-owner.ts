import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** PUT /api/admin/shop-owners/{id}/unsuspend. */
export const useUnsuspendShopOwner = () =>
  useAdminMutation((id: number) => apiRequest(`${adminPaths.shopOwner(id)}/unsuspend`, 'PUT'));
