import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminUsersQuery, AdminUsersResponse } from '@app/contracts';

import { adminKeys, adminPaths, adminQueryOptions } from './keys';

export type AdminUsersParams = Partial<Record<keyof AdminUsersQuery, string>>;

/** GET /api/admin/users: page, limit=20, search, role, status, sortBy, sortOrder. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    ...adminQueryOptions<AdminUsersResponse>(adminKeys.users(params), adminPaths.users, params),
    placeholderData: keepPreviousData,
  });
}
