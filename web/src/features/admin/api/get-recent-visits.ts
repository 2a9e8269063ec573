import { useQuery } from '@tanstack/react-query';

import type { RecentVisit } from '../types';
import { adminKeys, adminPaths, adminQueryOptions } from './keys';

/** GET /api/admin/recent-visits. */
export function useRecentVisits() {
  return useQuery(adminQueryOptions<RecentVisit[]>(adminKeys.recentVisits(), adminPaths.recentVisits));
}
