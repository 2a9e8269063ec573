import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** PATCH /api/admin/customers/{id}/ban with { banned }. */
export const useBanCustomer = () =>
  useAdminMutation(({ id, banned }: { id: number; banned: boolean }) =>
    apiRequest(adminPaths.customerBan(id), 'PATCH', { banned }),
  );
