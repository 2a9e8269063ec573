import { useQuery } from '@tanstack/react-query';

import type { RecentVisit } from '../types';
import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

/** GET /api/admin/recent-visits. */
export function useRecentVisits() {
  return useQuery<RecentVisit[] | null>({ queryKey: adminKeys.recentVisits(), retry: ADMIN_QUERY_RETRY });
}
