import { useQuery } from '@tanstack/react-query';

import type { CustomerStats } from '../types';
import { ADMIN_QUERY_RETRY, adminKeys } from './keys';

/** GET /api/admin/customer-stats (retry once). */
export function useCustomerStats() {
  return useQuery<CustomerStats | null>({ queryKey: adminKeys.customerStats(), retry: ADMIN_QUERY_RETRY });
}
