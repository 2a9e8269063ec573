import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PRODUCT_COLUMNS, PRODUCT_FROM, ProductRow } from '../products/product.row';
import { SHOP_FROM, shopColumns, ShopRow } from '../shops/shop.row';
import {
  planProductSearch,
  planShopSearch,
  ProductFilters,
  SearchPlan,
  ShopFilters,
  TOTAL_COUNT_CAP,
  WORD_SIMILARITY_THRESHOLD,
} from './search-sql';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface Paging {
  limit: number;
  offset: number;
}

/**
 * The directory's search, behind one service so it can move to a dedicated engine later. Each search runs in a
 * short read transaction that lowers pg_trgm's word-similarity threshold for typo tolerance.
 */
@Injectable()
export class SearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  shops(filters: ShopFilters, paging: Paging): Promise<Page<ShopRow>> {
    const plan = planShopSearch(filters);
    return this.page<ShopRow>(plan, paging, shopColumns(), SHOP_FROM);
  }

  products(filters: ProductFilters, paging: Paging): Promise<Page<ProductRow>> {
    const plan = planProductSearch(filters);
    return this.page<ProductRow>(plan, paging, PRODUCT_COLUMNS, PRODUCT_FROM);
  }

  private page<T>(plan: SearchPlan, paging: Paging, columns: string, from: string): Promise<Page<T>> {
    return this.withTrigramThreshold(async (manager) => {
      const values = plan.params.values;
      const limit = `$${values.length + 1}`;
      const offset = `$${values.length + 2}`;
      const items: T[] = await manager.query(
        `SELECT ${columns} FROM ${from} WHERE ${plan.where} ORDER BY ${plan.orderBy} LIMIT ${limit} OFFSET ${offset}`,
        [...values, paging.limit, paging.offset],
      );
      let total = items.length + paging.offset;
      if (items.length === paging.limit || (items.length === 0 && paging.offset > 0)) {
        // Counting stops at the cap: an exact count of tens of thousands of matches costs more than the page.
        const rows: Array<{ total: number }> = await manager.query(
          `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} WHERE ${plan.where} LIMIT ${TOTAL_COUNT_CAP}) capped`,
          values,
        );
        total = rows[0]?.total ?? 0;
      }
      return { items, total };
    });
  }

  private withTrigramThreshold<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('READ COMMITTED', async (manager) => {
      await manager.query(
        `SELECT set_config('pg_trgm.word_similarity_threshold', $1, true), set_config('pg_trgm.similarity_threshold', $1, true)`,
        [String(WORD_SIMILARITY_THRESHOLD)],
      );
      return work(manager);
    });
  }
}
