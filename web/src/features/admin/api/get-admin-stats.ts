import { useQuery } from '@tanstack/react-query';

import type { AdminStats } from '../types';
import { adminKeys, adminPaths, adminQueryOptions } from './keys';

/** GET /api/admin/stats: the simple panel's totals. */
export function useAdminStats() {
  return useQuery(adminQueryOptions<AdminStats>(adminKeys.stats(), adminPaths.stats));
}
