import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { ADMIN_LOGS_PAGE_SIZE } from '@app/contracts';

import type { AdminLogsResponse } from '../types';
import { adminKeys, adminPaths, adminQueryOptions } from './keys';

/** Spec 001 section 9: activity logs come 50 to a page. */
export const LOGS_PAGE_SIZE = ADMIN_LOGS_PAGE_SIZE;

/** GET /api/admin/logs: page, limit=50. */
export function useAdminLogs(page: number) {
  const params = { page: String(page), limit: String(LOGS_PAGE_SIZE) };
  return useQuery({
    ...adminQueryOptions<AdminLogsResponse>(adminKeys.logs(params), adminPaths.logs, params),
    placeholderData: keepPreviousData,
  });
}
