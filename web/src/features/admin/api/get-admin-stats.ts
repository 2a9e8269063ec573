import { useQuery } from '@tanstack/react-query';

import type { AdminStats } from '../types';
import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

/** GET /api/admin/stats: the simple panel's totals. */
export function useAdminStats() {
  return useQuery<AdminStats | null>({ queryKey: adminKeys.stats(), retry: ADMIN_QUERY_RETRY });
}
