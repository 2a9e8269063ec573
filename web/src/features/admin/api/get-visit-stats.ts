import { useQuery } from '@tanstack/react-query';

import type { VisitStats } from '../types';
import { adminKeys, adminPaths, adminQueryOptions } from './keys';

/** GET /api/admin/visit-stats: daily, weekly, monthly, yearly, top shops, sources. */
export function useVisitStats() {
  return useQuery(adminQueryOptions<VisitStats>(adminKeys.visitStats(), adminPaths.visitStats));
}
