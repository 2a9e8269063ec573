import { useQuery } from '@tanstack/react-query';

import type { AdminShopsResponse } from '@app/contracts';

import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

export type AdminShop = AdminShopsResponse['shops'][number];

/** GET /api/admin/pending-shops: the simple panel's Pending Approvals. */
export function usePendingShops() {
  return useQuery<AdminShop[] | null>({ queryKey: adminKeys.pendingShops(), retry: ADMIN_QUERY_RETRY });
}
