import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminCustomerRow } from '@app/contracts';

import { ADMIN_QUERY_RETRY, adminKeys, adminPaths } from './keys';

/** GET /api/admin/customers (retry once), with the optional search. */
export function useAdminCustomers(search: string) {
  return useQuery<AdminCustomerRow[] | null>({
    queryKey: adminKeys.customers(search.trim() ? { search: search.trim() } : {}),
    retry: ADMIN_QUERY_RETRY,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/customers/export: opened by a link so the browser streams the CSV download itself. */
export function customersExportHref(search: string): string {
  const text = search.trim();
  return text
    ? `${adminPaths.customersExport}?${new URLSearchParams({ search: text }).toString()}`
    : adminPaths.customersExport;
}
