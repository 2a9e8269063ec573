import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EventActor } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { returnedRows } from '../http/returning';
import { visitTimeParts } from './visit-time';

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
  visitedAt: Date;
  actor: EventActor;
}

/** Largest batch written in one transaction. */
const BATCH_SIZE = 2000;

/**
 * Keeps the shop page a read (issue 20): a view is counted in memory and written with the others of the last
 * second in one transaction (view counts, visit rows and shop.viewed events), so one popular shop no longer
 * serialises its visitors on its row. A graceful stop writes what is held before the database closes; a hard kill
 * loses at most the views of the last flush interval. A failed write keeps the batch and tries again.
 */
@Injectable()
export class ShopViewRecorder implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ShopViewRecorder.name);
  private queue: ShopView[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.VIEW_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  record(view: ShopView): void {
    this.queue.push(view);
    if (this.queue.length > this.config.VIEW_BUFFER_MAX)
      this.dropOldest(this.queue.length - this.config.VIEW_BUFFER_MAX);
    if (this.queue.length >= BATCH_SIZE) void this.flush();
  }

  /** Writes every held view; concurrent calls queue behind each other. Never rejects. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  private async writeAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH_SIZE);
      try {
        await this.dataSource.transaction((manager) => this.write(manager, batch));
      } catch (error) {
        // Back in front of the views recorded meanwhile: nothing is lost, the next tick tries again.
        this.queue = batch.concat(this.queue);
        this.logger.error(
          `Could not write ${batch.length} shop view(s), kept for the next try: ${(error as Error).message}`,
        );
        return;
      }
    }
  }

  private async write(manager: EntityManager, held: ShopView[]): Promise<void> {
    const perShop = new Map<number, number>();
    for (const view of held) perShop.set(view.shopId, (perShop.get(view.shopId) ?? 0) + 1);
    // Ordered by id so that two processes flushing the same shops take the row locks in one order.
    const shopIds = [...perShop.keys()].sort((a, b) => a - b);
    const counted = returnedRows<{ id: number }>(
      await manager.query(
        `UPDATE catalog.shops s SET view_count = s.view_count + c.n
       FROM (SELECT * FROM unnest($1::int[], $2::int[]) AS c(id, n) ORDER BY id) c WHERE s.id = c.id RETURNING s.id`,
        [shopIds, shopIds.map((id) => perShop.get(id))],
      ),
    );
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
         (id, shop_id, user_id, guest_session_id, ip_address, user_agent, referrer, visited_at, year, month, week, day)
       SELECT v.* FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[],
         $8::timestamptz[], $9::int[], $10::int[], $11::int[], $12::int[])
         AS v(id, shop_id, user_id, guest_session_id, ip_address, user_agent, referrer, visited_at, year, month, week, day)`,
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
      ],
    );
    await this.outbox.publishMany(
      manager,
      'shop.viewed',
      batch.map((view, index) => ({
        payload: {
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
        },
        actor: view.actor,
      })),
    );
  }

  private dropOldest(count: number): void {
    this.queue.splice(0, count);
    this.logger.error(`${count} shop view(s) dropped: the database has not taken views for a while`);
  }
}
