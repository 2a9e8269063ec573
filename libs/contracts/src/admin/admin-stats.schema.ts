import { z } from 'zod';

/**
 * Admin statistics and activity logs served by admin-audit from its read models (spec 001 sections 3, 7, 9).
 * Money is a number in euros (the sum of billing's payment.succeeded amounts), rounded to cents.
 */

export const ADMIN_LOGS_PAGE_SIZE = 50;

/** GET /api/admin/logs?page&limit (limit 50 by default, at most 100). Newest first. */
export const adminLogsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be at least 1').max(100000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(ADMIN_LOGS_PAGE_SIZE),
});
export type AdminLogsQuery = z.infer<typeof adminLogsQuerySchema>;

/** Action names of the admin log. */
export const adminLogActionSchema = z.enum([
  'ban_user',
  'unban_user',
  'suspend_user',
  'unsuspend_user',
  'delete_user',
  'approve_shop',
  'reject_shop',
  'remove_shop',
  'hide_review',
  'keep_review',
  'block_conversation',
  'dismiss_conversation_report',
]);
export type AdminLogAction = z.infer<typeof adminLogActionSchema>;

/** What an admin action was about (a review or a conversation: a report decision, issue 17). */
export const adminLogTargetTypeSchema = z.enum(['user', 'shop', 'review', 'conversation']);
export type AdminLogTargetType = z.infer<typeof adminLogTargetTypeSchema>;

export const adminLogSchema = z.object({
  id: z.number().int().positive(),
  action: z.string(),
  targetType: adminLogTargetTypeSchema,
  targetId: z.number().int().positive(),
  /** The target's display name when the action happened (kept as text, so deleted users still show). */
  targetName: z.string().nullable(),
  admin: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  details: z.object({ reason: z.string().nullable() }),
  createdAt: z.string().datetime(),
});
export type AdminLog = z.infer<typeof adminLogSchema>;

export const adminLogsResponseSchema = z.object({
  logs: z.array(adminLogSchema),
  totalCount: z.number().int().min(0),
});
export type AdminLogsResponse = z.infer<typeof adminLogsResponseSchema>;

/** GET /api/admin/stats */
export const adminStatsResponseSchema = z.object({
  totalShops: z.number().int().min(0),
  /** People who are not banned. */
  activeUsers: z.number().int().min(0),
  totalRevenue: z.number().min(0),
  /** Shops whose status is pending. */
  pendingApprovals: z.number().int().min(0),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;

/** Visit counts: today, the last 7 days, this month, this year (in the platform time zone, Europe/Dublin). */
export const visitCountsSchema = z.object({
  daily: z.number().int().min(0),
  weekly: z.number().int().min(0),
  monthly: z.number().int().min(0),
  yearly: z.number().int().min(0),
});
export type VisitCounts = z.infer<typeof visitCountsSchema>;

export const topRevenueShopSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The owner's full name. */
  owner: z.string(),
  revenue: z.number().min(0),
});
export type TopRevenueShop = z.infer<typeof topRevenueShopSchema>;

/** GET /api/admin/detailed-stats */
export const detailedStatsResponseSchema = z.object({
  totalShops: z.number().int().min(0),
  activeShops: z.number().int().min(0),
  totalUsers: z.number().int().min(0),
  activeUsers: z.number().int().min(0),
  totalProducts: z.number().int().min(0),
  totalRevenue: z.number().min(0),
  revenueThisMonth: z.number().min(0),
  newUsersThisMonth: z.number().int().min(0),
  newShopsThisMonth: z.number().int().min(0),
  visitStats: visitCountsSchema,
  topRevenueShops: z.array(topRevenueShopSchema),
});
export type DetailedStatsResponse = z.infer<typeof detailedStatsResponseSchema>;

/** GET /api/admin/visit-stats; sources are referrer hosts, or 'Direct' without a referrer. */
export const visitStatsResponseSchema = visitCountsSchema.extend({
  topShops: z.array(z.object({ id: z.number().int().positive(), name: z.string(), visitCount: z.number().int() })),
  sources: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type VisitStatsResponse = z.infer<typeof visitStatsResponseSchema>;

export const RECENT_VISITS_LIMIT = 50;

/** GET /api/admin/recent-visits: the latest 50, newest first. customerUser is null for guests ('Anonymous'). */
export const recentVisitSchema = z.object({
  id: z.number().int().positive(),
  customerUser: z.object({ firstName: z.string() }).nullable(),
  shop: z.object({ name: z.string(), location: z.string() }),
  visitedAt: z.string().datetime(),
  ipAddress: z.string().optional(),
  /** 'View' for every shop page view today. */
  visitType: z.string(),
});
export type RecentVisit = z.infer<typeof recentVisitSchema>;
export const recentVisitsResponseSchema = z.array(recentVisitSchema);
export type RecentVisitsResponse = z.infer<typeof recentVisitsResponseSchema>;

/** GET /api/admin/customer-stats (customers are people with role customer). */
export const customerStatsResponseSchema = z.object({
  totalCustomers: z.number().int().min(0),
  activeCustomers: z.number().int().min(0),
  bannedCustomers: z.number().int().min(0),
  verifiedCustomers: z.number().int().min(0),
  newThisMonth: z.number().int().min(0),
  /** newThisMonth divided by the days elapsed this month, one decimal. */
  avgRegistrationsPerDay: z.number().min(0),
  /** Chat messages sent on the platform. */
  totalMessages: z.number().int().min(0),
  /** Cities by customer count, most first (up to 10; the screen shows 3). */
  topCities: z.array(z.object({ city: z.string(), count: z.number().int() })),
});
export type CustomerStatsResponse = z.infer<typeof customerStatsResponseSchema>;
