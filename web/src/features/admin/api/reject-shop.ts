import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** Reject a shop: PUT with { reason } in the enhanced panel, PATCH without a body in the simple one. */
export const useRejectShop = () =>
  useAdminMutation(({ id, reason, method = 'PUT' }: { id: number; reason?: string; method?: 'PUT' | 'PATCH' }) =>
    method === 'PATCH'
      ? apiRequest(adminPaths.shopReject(id), 'PATCH')
      : apiRequest(adminPaths.shopReject(id), 'PUT', { reason }),
  );
