import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the admin screens: [request path, params]. The default query function turns the params' non-empty
 * strings into the query string, so every key is also its request (spec 001 section 7).
 */
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

export const adminKeys = {
  all: ['/api/admin'] as const,
  stats: () => [adminPaths.stats] as const,
  detailedStats: () => [adminPaths.detailedStats] as const,
  visitStats: () => [adminPaths.visitStats] as const,
  recentVisits: () => [adminPaths.recentVisits] as const,
  customerStats: () => [adminPaths.customerStats] as const,
  customers: (params: AdminListParams = {}) => [adminPaths.customers, params] as const,
  pendingShops: () => [adminPaths.pendingShops] as const,
  allShops: (params: AdminListParams) => [adminPaths.allShops, params] as const,
  users: (params: AdminListParams) => [adminPaths.users, params] as const,
  shopOwners: (params: AdminListParams) => [adminPaths.shopOwners, params] as const,
  logs: (params: AdminListParams) => [adminPaths.logs, params] as const,
  reviewReports: (params: AdminListParams) => [adminPaths.reviewReports, params] as const,
  conversationReports: (params: AdminListParams) => [adminPaths.conversationReports, params] as const,
};

/** Spec 001 section 9: admin queries retry once. */
export const ADMIN_QUERY_RETRY = 1;

/** Every admin read (keys start with /api/admin): after any admin change, and for Refresh All. */
export async function refreshAdmin(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/admin'),
  });
}
