/** The admin statistics and logs as admin-audit serves them (libs/contracts/src/admin). */
export type {
  AdminLog,
  AdminLogsResponse,
  AdminStatsResponse as AdminStats,
  CustomerStatsResponse as CustomerStats,
  DetailedStatsResponse as DetailedStats,
  RecentVisit,
  VisitStatsResponse as VisitStats,
} from '@app/contracts';
