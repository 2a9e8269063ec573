import { useQuery } from '@tanstack/react-query';

import type { CustomerStats } from '../types';
import { adminKeys, adminPaths, adminQueryOptions } from './keys';

/** GET /api/admin/customer-stats (retry once). */
export function useCustomerStats() {
  return useQuery(adminQueryOptions<CustomerStats>(adminKeys.customerStats(), adminPaths.customerStats));
}
