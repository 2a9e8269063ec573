import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminShopsQuery, AdminShopsResponse } from '@app/contracts';

import { adminKeys, adminPaths, adminQueryOptions } from './keys';

export type AdminShopsParams = Partial<Record<keyof AdminShopsQuery, string>>;

/** GET /api/admin/all-shops: page, limit=20, search, status, sortBy, sortOrder (the simple panel sends only status). */
export function useAllShops(params: AdminShopsParams) {
  return useQuery({
    ...adminQueryOptions<AdminShopsResponse>(adminKeys.allShops(params), adminPaths.allShops, params),
    placeholderData: keepPreviousData,
  });
}
