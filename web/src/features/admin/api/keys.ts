import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** The query parameters of an admin list: their non-empty strings become the query string (spec 001 section 7). */
export type AdminListParams = Record<string, string>;

export const adminPaths = {
  stats: '/api/admin/stats',
  detailedStats: '/api/admin/detailed-stats',
  visitStats: '/api/admin/visit-stats',
  recentVisits: '/api/admin/recent-visits',
  customerStats: '/api/admin/customer-stats',
  customers: '/api/admin/customers',
  customersExport: '/api/admin/customers/export',
  customerBan: (id: number) => `/api/admin/customers/${id}/ban`,
  customer: (id: number) => `/api/admin/customers/${id}`,
  pendingShops: '/api/admin/pending-shops',
  allShops: '/api/admin/all-shops',
  shop: (id: number) => `/api/admin/shops/${id}`,
  shopApprove: (id: number) => `/api/admin/shops/${id}/approve`,
  shopReject: (id: number) => `/api/admin/shops/${id}/reject`,
  users: '/api/admin/users',
  user: (id: number) => `/api/admin/users/${id}`,
  shopOwners: '/api/admin/shop-owners',
  shopOwner: (id: number) => `/api/admin/shop-owners/${id}`,
  logs: '/api/admin/logs',
  reviewReports: '/api/admin/review-reports',
  reviewReport: (id: number) => `/api/admin/review-reports/${id}`,
  conversationReports: '/api/admin/conversation-reports',
  conversationReport: (id: number) => `/api/admin/conversation-reports/${id}`,
} as const;

/** Query keys of the admin screens: every one under `admin`, which any admin change and Refresh All refresh. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  detailedStats: () => [...adminKeys.all, 'detailed-stats'] as const,
  visitStats: () => [...adminKeys.all, 'visit-stats'] as const,
  recentVisits: () => [...adminKeys.all, 'recent-visits'] as const,
  customerStats: () => [...adminKeys.all, 'customer-stats'] as const,
  customers: (params: AdminListParams = {}) => [...adminKeys.all, 'customers', params] as const,
  pendingShops: () => [...adminKeys.all, 'pending-shops'] as const,
  allShops: (params: AdminListParams) => [...adminKeys.all, 'all-shops', params] as const,
  users: (params: AdminListParams) => [...adminKeys.all, 'users', params] as const,
  shopOwners: (params: AdminListParams) => [...adminKeys.all, 'shop-owners', params] as const,
  logs: (params: AdminListParams) => [...adminKeys.all, 'logs', params] as const,
  reviewReports: (params: AdminListParams) => [...adminKeys.all, 'review-reports', params] as const,
  conversationReports: (params: AdminListParams) => [...adminKeys.all, 'conversation-reports', params] as const,
};

/** Spec 001 section 9: admin queries retry once. */
export const ADMIN_QUERY_RETRY = 1;

/** An admin read: GET `path` with `params` as the query string, retried once; null for an empty body. */
export function adminQueryOptions<T>(queryKey: readonly unknown[], path: string, params?: AdminListParams) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getJson<T>(path, { params, signal }),
    retry: ADMIN_QUERY_RETRY,
  });
}

/** Every admin read: after any admin change, and for Refresh All. */
export async function refreshAdmin(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/** An admin change: sends the request, then every admin read refreshes (the activity log too). */
export function useAdminMutation<TVariables, TAnswer = unknown>(request: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => refreshAdmin(queryClient) });
}
