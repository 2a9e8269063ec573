import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MAX_VISITS_PER_EVENT, ShopVisit } from '@app/contracts';
import { SYSTEM_ACTOR } from '@app/auth-context';
import { OutboxService } from '@app/messaging';
import { returnedRows } from '@app/database';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { BatchedRecorder } from './batched-recorder';
import { visitTimeParts } from './visit-time';

/**
 * Set (transaction-local) around the flush's UPDATE of view counts: catalog.shops' search-change trigger does not
 * run while it is on (migration 1765070000000-LeftCountedViewsOutOfSearchChanges, which names it too).
 */
export const COUNTING_VIEWS_SETTING = 'catalog.counting_views';

/** One counted visit of a public shop page, as the request saw it. */
export interface ShopView {
  shopId: number;
  shopName: string;
  shopLocation: string;
  userId: number | null;
  guestSessionId: number | null;
  ip: string | null;
  userAgent: string | null;
  referrer: string | null;
  /** The normalised term of the search the page was opened from (search-term.ts), if any. */
  searchTerm: string | null;
  visitedAt: Date;
}

/**
 * Keeps the shop page a read (issue 20): a view is counted in memory and written with the others of the last
 * flush interval in one transaction (view counts, visit rows, and one shop.visits.recorded event per
 * MAX_VISITS_PER_EVENT visits), so one popular shop no longer serialises its visitors on its row, and the outbox,
 * the broker and admin-audit handle a message per flush rather than one per view (BatchedRecorder holds, retries
 * and flushes on a graceful stop).
 */
@Injectable()
export class ShopViewRecorder extends BatchedRecorder<ShopView> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {
    super(dataSource, {
      what: 'shop view',
      flushIntervalMs: config.VIEW_FLUSH_INTERVAL_MS,
      bufferMax: config.VIEW_BUFFER_MAX,
    });
  }

  protected async write(manager: EntityManager, held: ShopView[]): Promise<void> {
    const perShop = new Map<number, number>();
    for (const view of held) perShop.set(view.shopId, (perShop.get(view.shopId) ?? 0) + 1);
    // Ordered by id so that two processes flushing the same shops take the row locks in one order.
    const shopIds = [...perShop.keys()].sort((a, b) => a - b);
    // Only view_count changes, which no search finds or shows: the search-change trigger is skipped for this UPDATE
    // (migration LeftCountedViewsOutOfSearchChanges), and the setting is off again before anything else runs.
    await manager.query(`SELECT set_config('${COUNTING_VIEWS_SETTING}', 'on', true)`);
    const counted = returnedRows<{ id: number }>(
      await manager.query(
        `UPDATE catalog.shops s SET view_count = s.view_count + c.n
       FROM (SELECT * FROM unnest($1::int[], $2::int[]) AS c(id, n) ORDER BY id) c WHERE s.id = c.id RETURNING s.id`,
        [shopIds, shopIds.map((id) => perShop.get(id))],
      ),
    );
    await manager.query(`SELECT set_config('${COUNTING_VIEWS_SETTING}', 'off', true)`);
    // A shop deleted since its view took its count with it; its visits are not recorded either.
    const stillThere = new Set(counted.map((row) => row.id));
    const batch = held.filter((view) => stillThere.has(view.shopId));
    if (batch.length === 0) return;
    const ids: Array<{ id: string }> = await manager.query(
      `SELECT nextval(pg_get_serial_sequence('catalog.shop_visits', 'id')) AS id FROM generate_series(1, $1)`,
      [batch.length],
    );
    const times = batch.map((view) => visitTimeParts(view.visitedAt, this.config.TIME_ZONE));
    await manager.query(
      `INSERT INTO catalog.shop_visits
         (id, shop_id, user_id, guest_session_id, ip_address, user_agent, referrer, visited_at, year, month, week, day,
          search_term)
       SELECT v.* FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[],
         $8::timestamptz[], $9::int[], $10::int[], $11::int[], $12::int[], $13::text[])
         AS v(id, shop_id, user_id, guest_session_id, ip_address, user_agent, referrer, visited_at, year, month, week, day,
           search_term)`,
      [
        ids.map((row) => row.id),
        batch.map((view) => view.shopId),
        batch.map((view) => view.userId),
        batch.map((view) => view.guestSessionId),
        batch.map((view) => view.ip),
        batch.map((view) => view.userAgent),
        batch.map((view) => view.referrer),
        batch.map((view) => view.visitedAt.toISOString()),
        times.map((time) => time.year),
        times.map((time) => time.month),
        times.map((time) => time.week),
        times.map((time) => time.day),
        batch.map((view) => view.searchTerm),
      ],
    );
    const visits: ShopVisit[] = batch.map((view, index) => ({
      visitId: Number(ids[index].id),
      shopId: view.shopId,
      shopName: view.shopName,
      shopLocation: view.shopLocation,
      userId: view.userId,
      guestSessionId: view.guestSessionId,
      ipAddress: view.ip,
      userAgent: view.userAgent,
      referrer: view.referrer,
      visitedAt: view.visitedAt.toISOString(),
    }));
    await this.outbox.publishMany(
      manager,
      'shop.visits.recorded',
      chunksOf(visits, MAX_VISITS_PER_EVENT).map((chunk) => ({ payload: { visits: chunk }, actor: SYSTEM_ACTOR })),
    );
  }
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
