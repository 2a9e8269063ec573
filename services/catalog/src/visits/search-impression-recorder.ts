import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { BatchedRecorder } from './batched-recorder';
import { normaliseSearchTerm } from './search-term';
import { visitTimeParts } from './visit-time';

/** How often one public search term showed one shop on its first page, on one day. */
export interface SearchImpressionCount {
  shopId: number;
  /** The calendar day in the configured time zone, YYYY-MM-DD. */
  day: string;
  /** Normalised (search-term). */
  term: string;
  impressions: number;
}

/** The distinct rows an interval may hold before it is written early: a few seconds of a busy catalog's searches. */
const FLUSH_AT_ROWS = 50_000;

const keyOf = (count: SearchImpressionCount) => `${count.shopId}\u0000${count.day}\u0000${count.term}`;

/**
 * Counts which shops each public search showed (issue 16), off the request path: the searches are added up in
 * memory per shop, day and term as they come, and written every IMPRESSION_FLUSH_INTERVAL_MS as one upsert, so an
 * interval costs one row per shop and term it showed, however often (issue 20: written every 250 ms with the views,
 * the upserts were most of what a cached search cost the database).
 */
@Injectable()
export class SearchImpressionRecorder extends BatchedRecorder<SearchImpressionCount> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {
    super(dataSource, {
      what: 'search impression',
      flushIntervalMs: config.IMPRESSION_FLUSH_INTERVAL_MS,
      bufferMax: config.VIEW_BUFFER_MAX,
      flushAtItems: FLUSH_AT_ROWS,
      merge: { key: keyOf, add: (held, item) => void (held.impressions += item.impressions) },
    });
  }

  /** Records the first page of a search with a term; a page past the first, or no term or no shop, is no impression. */
  recordSearch(rawTerm: string | undefined, offset: number, shopIds: readonly number[]): void {
    const term = normaliseSearchTerm(rawTerm);
    if (term === null || offset > 0 || shopIds.length === 0) return;
    const { year, month, day } = visitTimeParts(new Date(), this.config.TIME_ZONE);
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    for (const shopId of new Set(shopIds)) this.record({ shopId, day: date, term, impressions: 1 });
  }

  /** The batch holds each shop, day and term once (merge), as one upsert may touch a row only once. */
  protected async write(manager: EntityManager, rows: SearchImpressionCount[]): Promise<void> {
    // Ordered, so that two processes adding to the same rows take their locks in one order; shops deleted meanwhile
    // drop out with the join.
    await manager.query(
      `INSERT INTO catalog.search_impressions AS si (shop_id, day, term, impressions)
       SELECT c.shop_id, c.day, c.term, c.n
       FROM unnest($1::int[], $2::date[], $3::text[], $4::int[]) AS c(shop_id, day, term, n)
       JOIN catalog.shops s ON s.id = c.shop_id
       ORDER BY c.shop_id, c.day, c.term
       ON CONFLICT (shop_id, day, term) DO UPDATE SET impressions = si.impressions + EXCLUDED.impressions`,
      [
        rows.map((row) => row.shopId),
        rows.map((row) => row.day),
        rows.map((row) => row.term),
        rows.map((row) => row.impressions),
      ],
    );
  }
}
