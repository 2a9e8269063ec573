import { useQuery } from '@tanstack/react-query';

import type { DetailedStats } from '../types';
import { adminKeys, adminPaths, adminQueryOptions } from './keys';

/** GET /api/admin/detailed-stats: the enhanced panel's Overview. */
export function useDetailedStats() {
  return useQuery(adminQueryOptions<DetailedStats>(adminKeys.detailedStats(), adminPaths.detailedStats));
}
