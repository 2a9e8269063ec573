import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminShopsQuery, AdminShopsResponse } from '@app/contracts';

import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

export type AdminShopsParams = Partial<Record<keyof AdminShopsQuery, string>>;

/** GET /api/admin/all-shops: page, limit=20, search, status, sortBy, sortOrder (the simple panel sends only status). */
export function useAllShops(params: AdminShopsParams) {
  return useQuery<AdminShopsResponse | null>({
    queryKey: adminKeys.allShops(params),
    retry: ADMIN_QUERY_RETRY,
    placeholderData: keepPreviousData,
  });
}
