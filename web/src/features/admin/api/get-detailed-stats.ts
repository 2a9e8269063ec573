import { useQuery } from '@tanstack/react-query';

import type { DetailedStats } from '../types';
import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

/** GET /api/admin/detailed-stats: the enhanced panel's Overview. */
export function useDetailedStats() {
  return useQuery<DetailedStats | null>({ queryKey: adminKeys.detailedStats(), retry: ADMIN_QUERY_RETRY });
}
