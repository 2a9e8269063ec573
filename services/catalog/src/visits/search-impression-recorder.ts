import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { BatchedRecorder } from './batched-recorder';
import { normaliseSearchTerm } from './search-term';
import { visitTimeParts } from './visit-time';

/** One public search: its normalised term and the shops its first page showed. */
export interface SearchImpression {
  term: string;
  shopIds: number[];
  /** The calendar day in the configured time zone, YYYY-MM-DD. */
  day: string;
}

/**
 * Counts which shops each public search showed (issue 16), off the request path: the searches of an interval are
 * added up per shop, day and term and written as one upsert, so a popular term costs one row a shop a day.
 */
@Injectable()
export class SearchImpressionRecorder extends BatchedRecorder<SearchImpression> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {
    super(dataSource, {
      what: 'search impression',
      flushIntervalMs: config.VIEW_FLUSH_INTERVAL_MS,
      bufferMax: config.VIEW_BUFFER_MAX,
    });
  }

  /** Records the first page of a search with a term; a page past the first, or no term or no shop, is no impression. */
  recordSearch(rawTerm: string | undefined, offset: number, shopIds: readonly number[]): void {
    const term = normaliseSearchTerm(rawTerm);
    if (term === null || offset > 0 || shopIds.length === 0) return;
    const { year, month, day } = visitTimeParts(new Date(), this.config.TIME_ZONE);
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    this.record({ term, shopIds: [...new Set(shopIds)], day: date });
  }

  protected async write(manager: EntityManager, batch: SearchImpression[]): Promise<void> {
    const counts = new Map<string, { shopId: number; day: string; term: string; n: number }>();
    for (const search of batch) {
      for (const shopId of search.shopIds) {
        const key = `${shopId}\u0000${search.day}\u0000${search.term}`;
        const entry = counts.get(key) ?? { shopId, day: search.day, term: search.term, n: 0 };
        entry.n += 1;
        counts.set(key, entry);
      }
    }
    const rows = [...counts.values()];
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
        rows.map((row) => row.n),
      ],
    );
  }
}
