import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminShopOwnersQuery, AdminShopOwnersResponse } from '@app/contracts';

import { adminKeys, adminPaths, adminQueryOptions } from './keys';

export type AdminShopOwnersParams = Partial<Record<keyof AdminShopOwnersQuery, string>>;

/** GET /api/admin/shop-owners: page, limit=20, search, status, sortBy, sortOrder. */
export function useAdminShopOwners(params: AdminShopOwnersParams) {
  return useQuery({
    ...adminQueryOptions<AdminShopOwnersResponse>(adminKeys.shopOwners(params), adminPaths.shopOwners, params),
    placeholderData: keepPreviousData,
  });
}
