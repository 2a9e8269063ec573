import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminShopOwnersQuery, AdminShopOwnersResponse } from '@app/contracts';

import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

export type AdminShopOwnersParams = Partial<Record<keyof AdminShopOwnersQuery, string>>;

/** GET /api/admin/shop-owners: page, limit=20, search, status, sortBy, sortOrder. */
export function useAdminShopOwners(params: AdminShopOwnersParams) {
  return useQuery<AdminShopOwnersResponse | null>({
    queryKey: adminKeys.shopOwners(params),
    retry: ADMIN_QUERY_RETRY,
    placeholderData: keepPreviousData,
  });
}
