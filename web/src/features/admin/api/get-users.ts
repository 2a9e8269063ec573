import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminUsersQuery, AdminUsersResponse } from '@app/contracts';

import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

export type AdminUsersParams = Partial<Record<keyof AdminUsersQuery, string>>;

/** GET /api/admin/users: page, limit=20, search, role, status, sortBy, sortOrder. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery<AdminUsersResponse | null>({
    queryKey: adminKeys.users(params),
    retry: ADMIN_QUERY_RETRY,
    placeholderData: keepPreviousData,
  });
}
