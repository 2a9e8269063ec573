import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** Approve a shop: PUT in the enhanced panel, PATCH in the simple one (no body). */
export const useApproveShop = () =>
  useAdminMutation(({ id, method }: { id: number; method: 'PUT' | 'PATCH' }) =>
    apiRequest(adminPaths.shopApprove(id), method),
  );
