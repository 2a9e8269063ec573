import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** PUT /api/admin/shop-owners/{id}/suspend with { reason } (may be empty). */
export const useSuspendShopOwner = () =>
  useAdminMutation(({ id, reason }: { id: number; reason?: string }) =>
    apiRequest(`${adminPaths.shopOwner(id)}/suspend`, 'PUT', { reason }),
  );
