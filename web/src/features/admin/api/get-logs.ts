import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { ADMIN_LOGS_PAGE_SIZE } from '@app/contracts';

import type { AdminLogsResponse } from '../types';
import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

/** Spec 001 section 9: activity logs come 50 to a page. */
export const LOGS_PAGE_SIZE = ADMIN_LOGS_PAGE_SIZE;

/** GET /api/admin/logs: page, limit=50. */
export function useAdminLogs(page: number) {
  return useQuery<AdminLogsResponse | null>({
    queryKey: adminKeys.logs({ page: String(page), limit: String(LOGS_PAGE_SIZE) }),
    retry: ADMIN_QUERY_RETRY,
    placeholderData: keepPreviousData,
  });
}
