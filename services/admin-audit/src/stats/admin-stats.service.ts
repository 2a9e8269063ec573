import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  AdminLogsQuery,
  AdminLogsResponse,
  AdminStatsResponse,
  CustomerStatsResponse,
  DetailedStatsResponse,
  RECENT_VISITS_LIMIT,
  RecentVisitsResponse,
  VisitCounts,
  VisitStatsResponse,
} from '@app/contracts';
import { AdminAuditConfig } from '../admin-audit.config';
import { splitName } from '../read-models/admin-log-action';
import { ADMIN_AUDIT_CONFIG } from './admin-audit-config.token';
import {
  DAY_OF_MONTH,
  DAY_START,
  LIVE_PEOPLE,
  LIVE_SHOPS,
  LIVE_VISITS,
  MONTH_START,
  WEEK_START,
  YEAR_START,
} from './periods.sql';

const TOP = 10;
const int = (value: unknown) => Number(value ?? 0);
const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Every admin statistic and the admin log, read from the admin-audit read models. */
@Injectable()
export class AdminStatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ADMIN_AUDIT_CONFIG) private readonly config: AdminAuditConfig,
  ) {}

  private one(sql: string): Promise<Record<string, unknown>> {
    return this.db.query(sql, [this.config.TIME_ZONE]).then((rows: Array<Record<string, unknown>>) => rows[0]);
  }

  async logs(query: AdminLogsQuery): Promise<AdminLogsResponse> {
    const rows: any[] = await this.db.query(
      `SELECT id, action, target_type, target_id, target_name, admin_name, admin_email, details, created_at
       FROM audit.admin_logs ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [query.limit, (query.page - 1) * query.limit],
    );
    const [{ count }] = await this.db.query('SELECT count(*)::int AS count FROM audit.admin_logs');
    return {
      logs: rows.map((row) => ({
        id: row.id,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        targetName: row.target_name,
        admin: { ...splitName(row.admin_name ?? undefined), email: row.admin_email },
        details: { reason: row.details?.reason ?? null },
        createdAt: iso(row.created_at),
      })),
      totalCount: count,
    };
  }

  async stats(): Promise<AdminStatsResponse> {
    const row = await this.one(
      `SELECT (SELECT count(*) FROM ${LIVE_SHOPS}) AS total_shops,
              (SELECT count(*) FROM ${LIVE_PEOPLE} AND NOT p.banned) AS active_users,
              (SELECT coalesce(sum(amount), 0) FROM audit.payments) AS total_revenue,
              (SELECT count(*) FROM ${LIVE_SHOPS} AND s.status = 'pending') AS pending,
              $1::text AS tz`,
    );
    return {
      totalShops: int(row.total_shops),
      activeUsers: int(row.active_users),
      totalRevenue: money(row.total_revenue),
      pendingApprovals: int(row.pending),
    };
  }

  private async visitCounts(): Promise<VisitCounts> {
    const row = await this.one(
      `SELECT count(*) FILTER (WHERE v.visited_at >= ${DAY_START}) AS daily,
              count(*) FILTER (WHERE v.visited_at >= ${WEEK_START}) AS weekly,
              count(*) FILTER (WHERE v.visited_at >= ${MONTH_START}) AS monthly,
              count(*) FILTER (WHERE v.visited_at >= ${YEAR_START}) AS yearly
       FROM ${LIVE_VISITS}`,
    );
    return { daily: int(row.daily), weekly: int(row.weekly), monthly: int(row.monthly), yearly: int(row.yearly) };
  }

  async detailedStats(): Promise<DetailedStatsResponse> {
    const row = await this.one(
      `SELECT (SELECT count(*) FROM ${LIVE_SHOPS}) AS total_shops,
              (SELECT count(*) FROM ${LIVE_SHOPS} AND s.is_approved AND s.is_active) AS active_shops,
              (SELECT count(*) FROM ${LIVE_PEOPLE}) AS total_users,
              (SELECT count(*) FROM ${LIVE_PEOPLE} AND NOT p.banned) AS active_users,
              (SELECT count(*) FROM audit.products pr WHERE NOT pr.deleted
                 AND NOT EXISTS (SELECT 1 FROM audit.shops rs WHERE rs.id = pr.shop_id AND rs.removed)) AS products,
              (SELECT coalesce(sum(amount), 0) FROM audit.payments) AS total_revenue,
              (SELECT coalesce(sum(amount), 0) FROM audit.payments WHERE paid_at >= ${MONTH_START}) AS month_revenue,
              (SELECT count(*) FROM ${LIVE_PEOPLE} AND p.created_at >= ${MONTH_START}) AS new_users,
              (SELECT count(*) FROM ${LIVE_SHOPS} AND s.created_at >= ${MONTH_START}) AS new_shops`,
    );
    const top: any[] = await this.db.query(
      `SELECT s.id, s.name, trim(concat_ws(' ', o.first_name, o.last_name)) AS owner, r.revenue
       FROM audit.shops s
       JOIN (SELECT user_id, sum(amount) AS revenue FROM audit.payments GROUP BY user_id) r ON r.user_id = s.owner_id
       LEFT JOIN audit.people o ON o.id = s.owner_id
       WHERE s.created_at IS NOT NULL AND NOT s.removed
       ORDER BY r.revenue DESC, s.id LIMIT ${TOP}`,
    );
    return {
      totalShops: int(row.total_shops),
      activeShops: int(row.active_shops),
      totalUsers: int(row.total_users),
      activeUsers: int(row.active_users),
      totalProducts: int(row.products),
      totalRevenue: money(row.total_revenue),
      revenueThisMonth: money(row.month_revenue),
      newUsersThisMonth: int(row.new_users),
      newShopsThisMonth: int(row.new_shops),
      visitStats: await this.visitCounts(),
      topRevenueShops: top.map((shop) => ({
        id: shop.id,
        name: shop.name ?? '',
        owner: shop.owner || 'Unknown',
        revenue: money(shop.revenue),
      })),
    };
  }

  async visitStats(): Promise<VisitStatsResponse> {
    const topShops: any[] = await this.db.query(
      `SELECT v.shop_id AS id, coalesce(max(s.name), max(v.shop_name)) AS name, count(*)::int AS visit_count
       FROM ${LIVE_VISITS.replace('audit.visits v', 'audit.visits v LEFT JOIN audit.shops s ON s.id = v.shop_id')}
       GROUP BY v.shop_id ORDER BY visit_count DESC, v.shop_id LIMIT ${TOP}`,
    );
    const sources: any[] = await this.db.query(
      `SELECT v.source AS name, count(*)::int AS count FROM ${LIVE_VISITS}
       GROUP BY v.source ORDER BY count DESC, v.source LIMIT ${TOP}`,
    );
    return {
      ...(await this.visitCounts()),
      topShops: topShops.map((shop) => ({ id: shop.id, name: shop.name, visitCount: shop.visit_count })),
      sources: sources.map((source) => ({ name: source.name, count: source.count })),
    };
  }

  async recentVisits(): Promise<RecentVisitsResponse> {
    const rows: any[] = await this.db.query(
      `SELECT v.id, v.shop_name, v.shop_location, v.visited_at, v.ip_address, p.first_name
       FROM ${LIVE_VISITS.replace('audit.visits v', 'audit.visits v LEFT JOIN audit.people p ON p.id = v.user_id')}
       ORDER BY v.visited_at DESC, v.id DESC LIMIT ${RECENT_VISITS_LIMIT}`,
    );
    return rows.map((row) => ({
      id: row.id,
      customerUser: row.first_name ? { firstName: row.first_name } : null,
      shop: { name: row.shop_name, location: row.shop_location },
      visitedAt: iso(row.visited_at),
      ...(row.ip_address ? { ipAddress: row.ip_address } : {}),
      visitType: 'View',
    }));
  }

  async customerStats(): Promise<CustomerStatsResponse> {
    const customers = `${LIVE_PEOPLE} AND p.role = 'customer'`;
    const row = await this.one(
      `SELECT count(*) AS total,
              count(*) FILTER (WHERE NOT p.banned) AS active,
              count(*) FILTER (WHERE p.banned) AS banned,
              count(*) FILTER (WHERE p.verified) AS verified,
              count(*) FILTER (WHERE p.created_at >= ${MONTH_START}) AS new_this_month,
              ${DAY_OF_MONTH} AS day_of_month,
              (SELECT count(*) FROM audit.messages) AS messages
       FROM ${customers}`,
    );
    const cities: any[] = await this.db.query(
      `SELECT p.city, count(*)::int AS count FROM ${customers} AND p.city IS NOT NULL
       GROUP BY p.city ORDER BY count DESC, p.city LIMIT ${TOP}`,
    );
    const newThisMonth = int(row.new_this_month);
    return {
      totalCustomers: int(row.total),
      activeCustomers: int(row.active),
      bannedCustomers: int(row.banned),
      verifiedCustomers: int(row.verified),
      newThisMonth,
      avgRegistrationsPerDay: Math.round((newThisMonth / Math.max(1, int(row.day_of_month))) * 10) / 10,
      totalMessages: int(row.messages),
      topCities: cities.map((city) => ({ city: city.city, count: city.count })),
    };
  }
}
