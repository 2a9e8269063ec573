import { useQuery } from '@tanstack/react-query';

import type { AdminShopsResponse } from '@app/contracts';

import { adminKeys, adminPaths, adminQueryOptions } from './keys';

export type AdminShop = AdminShopsResponse['shops'][number];

/** GET /api/admin/pending-shops: the simple panel's Pending Approvals. */
export function usePendingShops() {
  return useQuery(adminQueryOptions<AdminShop[]>(adminKeys.pendingShops(), adminPaths.pendingShops));
}
