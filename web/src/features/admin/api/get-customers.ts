import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminCustomerRow } from '@app/contracts';

import { withQuery } from '@/lib/api-client';

import { adminKeys, adminPaths, adminQueryOptions, type AdminListParams } from './keys';

/** GET /api/admin/customers (retry once), with the optional search. */
export function useAdminCustomers(search: string) {
  const params: AdminListParams = search.trim() ? { search: search.trim() } : {};
  return useQuery({
    ...adminQueryOptions<AdminCustomerRow[]>(adminKeys.customers(params), adminPaths.customers, params),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/customers/export: opened by a link so the browser streams the CSV download itself. */
export function customersExportHref(search: string): string {
  return withQuery(adminPaths.customersExport, { search: search.trim() });
}
