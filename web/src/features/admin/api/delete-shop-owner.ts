import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** DELETE /api/admin/shop-owners/{id}: permanent. */
export const useDeleteShopOwner = () =>
  useAdminMutation((id: number) => apiRequest(adminPaths.shopOwner(id), 'DELETE'));
