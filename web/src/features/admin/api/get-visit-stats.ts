import { useQuery } from '@tanstack/react-query';

import type { VisitStats } from '../types';
import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

/** GET /api/admin/visit-stats: daily, weekly, monthly, yearly, top shops, sources. */
export function useVisitStats() {
  return useQuery<VisitStats | null>({ queryKey: adminKeys.visitStats(), retry: ADMIN_QUERY_RETRY });
}
