import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import pLimit from 'p-limit';
import { poolQuery } from '@app/database';
import { PRODUCT_COLUMNS, PRODUCT_FROM, ProductRow } from '../products/product.row';
import { SHOP_FROM, shopColumns, ShopRow } from '../shops/shop.row';
import { DependencyFilters, readPageDependencies } from './page-dependencies';
import { PreparedSearchPool } from './prepared-search-pool';
import { ComputedPage, SearchCache, searchKey } from './search-cache';
import {
  countStatement,
  pageStatement,
  planProductSearch,
  planShopSearch,
  ProductFilters,
  SearchPlan,
  LocalFilters,
  ShopFilters,
  SqlStatement,
  termOf,
  TOTAL_COUNT_CAP,
} from './search-sql';

/** Injection token of the searches one process runs on the database at once (SEARCH_CONCURRENCY). */
export const SEARCH_CONCURRENCY = Symbol('SEARCH_CONCURRENCY');

/** Injection token of the connections searches run prepared on (prepared-search-pool), if any. */
export const PREPARED_SEARCH_POOL = Symbol('PREPARED_SEARCH_POOL');

/** Every local parameter the plan reads (openAt is the minute, so an open-now page lasts at most a minute). */
function localKey(local: LocalFilters | undefined): string {
  if (!local) return '';
  const near = local.near ? `${local.near.latitude},${local.near.longitude},${local.radiusKm}` : '';
  const openAt = local.openAt ? `${local.openAt.day} ${local.openAt.time}` : '';
  return `${near}|${local.sort}|${openAt}`;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface Paging {
  limit: number;
  offset: number;
}

/**
 * The directory's search, behind one service so it can move to a dedicated engine later. Each search is one
 * statement on a connection with the search's settings (search-sql's SEARCH_SESSION_SETTINGS). Every plan already
 * caps its candidates at TOTAL_COUNT_CAP (search-sql), so the count below is bounded too. Pages come from the
 * SearchCache while no write since has touched them (a page's dependencies are read with it); the key holds every
 * parameter the plan reads, in the form the plan reads it (termOf), so equal keys mean equal SQL.
 */
@Injectable()
export class SearchService {
  /**
   * At most SEARCH_CONCURRENCY searches of this process on the database at once, the others wait here. On the
   * 2-core bench machine 20 searches at once served half as many a second as 2 (100 against 210, one connection
   * each, the same Zipf draw), the server's time going to switching between them and re-reading evicted pages.
   */
  private readonly onDatabase: pLimit.Limit;

  /**
   * `prepared`: where the searches Postgres may plan once run; without it (the tools and tests that build the
   * service themselves) every search runs on `dataSource`, planned for each call.
   */
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: SearchCache,
    @Inject(SEARCH_CONCURRENCY) concurrency: number,
    @Optional() @Inject(PREPARED_SEARCH_POOL) private readonly prepared?: PreparedSearchPool,
  ) {
    this.onDatabase = pLimit(concurrency);
  }

  shops(filters: ShopFilters, paging: Paging): Promise<Page<ShopRow>> {
    const key = searchKey([
      'shops',
      filters.visibility,
      termOf(filters.search),
      termOf(filters.location),
      termOf(filters.category),
      localKey(filters.local),
      paging.limit,
      paging.offset,
    ]);
    const dependencies: DependencyFilters = {
      kind: 'shops',
      shopTerm: filters.search,
      location: filters.location,
      category: filters.category,
      local: filters.local,
    };
    // Shops carry their view count, which the change log leaves out: reused for the cache's TTL only.
    return this.cache.get(key, false, () =>
      this.page<ShopRow>(planShopSearch(filters), paging, shopColumns(), SHOP_FROM, dependencies, (shop) => shop.id),
    );
  }

  products(filters: ProductFilters, paging: Paging): Promise<Page<ProductRow>> {
    const key = searchKey([
      'products',
      termOf(filters.product),
      termOf(filters.shop),
      termOf(filters.location),
      termOf(filters.category),
      localKey(filters.local),
      paging.limit,
      paging.offset,
    ]);
    const dependencies: DependencyFilters = {
      kind: 'products',
      shopTerm: filters.shop,
      productTerm: filters.product,
      location: filters.location,
      category: filters.category,
      local: filters.local,
    };
    return this.cache.get(key, true, () =>
      this.page<ProductRow>(
        planProductSearch(filters),
        paging,
        PRODUCT_COLUMNS,
        PRODUCT_FROM,
        dependencies,
        (product) => product.shop_id,
        (product) => product.id,
      ),
    );
  }

  /**
   * The page and its total in one statement, on a pooled connection that starts with the search's settings
   * (SEARCH_SESSION_SETTINGS; prepared on the `prepared` pool's unless planned per search), with no transaction
   * around it; only a page past the end, which has no row to carry
   * the total, counts apart. With the cache on, also what the page depends on, read after it. All of it waits for
   * its turn (onDatabase) first.
   */
  private page<T>(
    plan: SearchPlan,
    paging: Paging,
    columns: string,
    from: string,
    dependencyFilters: DependencyFilters,
    shopIdOf: (item: T) => number,
    productIdOf?: (item: T) => number,
  ): Promise<ComputedPage<Page<T>>> {
    const run = <R>(statement: SqlStatement): Promise<R[]> =>
      this.prepared && !plan.plannedPerSearch
        ? this.prepared.query<R>(statement)
        : poolQuery<R>(this.dataSource, statement.sql, statement.values);
    return this.onDatabase(async () => {
      const rows = await run<T & { search_total: number; sampled_total?: number }>(
        pageStatement(plan, columns, from, paging),
      );
      const items = rows.map(({ search_total: _total, sampled_total: _sampled, ...item }) => item as T);
      let total = rows[0]?.search_total ?? paging.offset;
      if (rows.length === 0 && paging.offset > 0) {
        const counted = await run<{ total: number }>(countStatement(plan, from));
        total = counted[0]?.total ?? 0;
      }
      const value = { items, total };
      if (!this.cache.enabled) return { value };
      const shown = { shopIds: items.map(shopIdOf), productIds: productIdOf && items.map(productIdOf) };
      const dependencies = await readPageDependencies(this.dataSource, dependencyFilters, shown);
      if (plan.sampleEvery && (rows[0]?.sampled_total ?? 0) >= TOTAL_COUNT_CAP)
        dependencies.sampleEvery = plan.sampleEvery;
      return { value, dependencies };
    });
  }
}
