import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import {
  AdminCustomerRow,
  AdminCustomersQuery,
  AdminShopOwnersQuery,
  AdminShopOwnersResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  CUSTOMER_EXPORT_COLUMNS,
} from '@app/contracts';
import {
  PERSON_COLUMNS,
  PersonRow,
  ShopOwnerRow,
  toAdminCustomerListRow,
  toAdminShopOwnerRow,
  toAdminUserRow,
} from './admin-people.mapper';
import { customerExportFileName, CustomerExportRecord, toCustomerExportRecord } from './customer-export';
import { orderClause, searchCondition, SqlParams, totalPages } from './people-query';

/** How many customers the export reads per query (keyset paging by id). */
export const EXPORT_BATCH_SIZE = 500;

const OWNER_STATS_JOIN = `LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE s.removed_at IS NULL)::integer AS shop_count,
           COALESCE(sum(GREATEST(s.product_count, 0)) FILTER (WHERE s.removed_at IS NULL), 0)::integer AS total_products,
           (array_agg(s.shop_name ORDER BY s.shop_created_at NULLS LAST, s.shop_id)
              FILTER (WHERE s.removed_at IS NULL AND s.shop_name IS NOT NULL))[1] AS shop_name
      FROM identity.owner_shop_stats s
     WHERE s.owner_id = u.id
  ) stats ON true`;

function where(conditions: Array<string | null>): string {
  const present = conditions.filter((condition): condition is string => Boolean(condition));
  return present.length > 0 ? `WHERE ${present.join(' AND ')}` : '';
}

/** The admin lists of people and the customer export. */
@Injectable()
export class PeopleListsService {
  private readonly logger = new Logger(PeopleListsService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async users(query: AdminUsersQuery): Promise<AdminUsersResponse> {
    const params = new SqlParams();
    const conditions = [
      searchCondition(query.search, params, { names: true, email: true, phone: true }),
      query.role === 'all'
        ? null
        : query.role === 'admin'
          ? "(u.is_admin OR u.role = 'admin')"
          : `u.role = ${params.add(query.role)}`,
      query.status === 'all' ? null : `u.banned = ${params.add(query.status === 'banned')}`,
    ];
    const filter = where(conditions);
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::integer AS count FROM identity.users u ${filter}`,
      [...params.values],
    );
    const rows: PersonRow[] = await this.dataSource.query(
      `SELECT ${PERSON_COLUMNS} FROM identity.users u ${filter}
        ORDER BY ${orderClause(query.sortBy, query.sortOrder)}
        LIMIT ${params.add(query.limit)} OFFSET ${params.add((query.page - 1) * query.limit)}`,
      params.values,
    );
    return { users: rows.map(toAdminUserRow), totalCount: count, totalPages: totalPages(count, query.limit) };
  }

  async shopOwners(query: AdminShopOwnersQuery): Promise<AdminShopOwnersResponse> {
    const params = new SqlParams();
    const conditions = [
      "u.role = 'shop_owner'",
      searchCondition(query.search, params, { names: true, email: true, phone: true }),
      query.status === 'all' ? null : `u.banned = ${params.add(query.status === 'suspended')}`,
    ];
    const filter = where(conditions);
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::integer AS count FROM identity.users u ${filter}`,
      [...params.values],
    );
    const rows: ShopOwnerRow[] = await this.dataSource.query(
      `SELECT ${PERSON_COLUMNS}, stats.shop_name AS "shopName", COALESCE(stats.shop_count, 0) AS "shopCount",
              COALESCE(stats.total_products, 0) AS "totalProducts"
         FROM identity.users u ${OWNER_STATS_JOIN} ${filter}
        ORDER BY ${orderClause(query.sortBy, query.sortOrder)}
        LIMIT ${params.add(query.limit)} OFFSET ${params.add((query.page - 1) * query.limit)}`,
      params.values,
    );
    return {
      shopOwners: rows.map(toAdminShopOwnerRow),
      totalCount: count,
      totalPages: totalPages(count, query.limit),
    };
  }

  /** Every customer, newest first, optionally matching a search over id, e-mail, phone and city. */
  async customers(query: AdminCustomersQuery): Promise<AdminCustomerRow[]> {
    const params = new SqlParams();
    const filter = where([
      "u.role = 'customer'",
      searchCondition(query.search, params, { email: true, phone: true, city: true, id: true }),
    ]);
    const rows: PersonRow[] = await this.dataSource.query(
      `SELECT ${PERSON_COLUMNS} FROM identity.users u ${filter} ORDER BY u.created_at DESC, u.id DESC`,
      params.values,
    );
    return rows.map(toAdminCustomerListRow);
  }

  /**
   * Streams the customers as CSV, reading them in batches by id, so any number is served in constant memory and
   * a slow client slows the reads down (back-pressure) instead of filling the memory.
   */
  async exportCustomers(query: AdminCustomersQuery, response: Response, now = new Date()): Promise<void> {
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${customerExportFileName(now)}"`);
    response.setHeader('Cache-Control', 'no-store');
    const records = Readable.from(this.customerRecords(query, now));
    const csv = stringify({ header: true, columns: [...CUSTOMER_EXPORT_COLUMNS], bom: true });
    try {
      await pipeline(records, csv, response);
    } catch (error) {
      if (!response.headersSent) throw error;
      this.logger.warn(`Customer export stopped: ${(error as Error).message}`);
      response.destroy();
    }
  }

  private async *customerRecords(query: AdminCustomersQuery, now: Date): AsyncGenerator<CustomerExportRecord> {
    let afterId = 0;
    for (;;) {
      const params = new SqlParams();
      const filter = where([
        "u.role = 'customer'",
        searchCondition(query.search, params, { email: true, phone: true, city: true, id: true }),
        `u.id > ${params.add(afterId)}`,
      ]);
      const rows: PersonRow[] = await this.dataSource.query(
        `SELECT ${PERSON_COLUMNS} FROM identity.users u ${filter} ORDER BY u.id LIMIT ${params.add(EXPORT_BATCH_SIZE)}`,
        params.values,
      );
      for (const row of rows) yield toCustomerExportRecord(row, now);
      if (rows.length < EXPORT_BATCH_SIZE) return;
      afterId = rows[rows.length - 1].id;
    }
  }
}
