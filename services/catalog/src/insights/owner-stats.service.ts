import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RequestIdentity } from '@app/auth-context';
import {
  SearchTermsQuery,
  SearchTermStat,
  SHOP_STATS_FIGURES,
  ShopStatsFigures,
  ShopStatsQuery,
  ShopStatsResponse,
  TOP_SEARCH_TERMS,
} from '@app/contracts';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { CatalogErrorCode, CatalogException } from '../shops/shops.exception';
import { SEARCH_TERMS_SQL, SERIES_SQL, UNIQUE_VISITORS_SQL } from './stats-sql';
import { toShopStatsPoint, SeriesRow } from './stats.mapper';

/** The owner's figures of one shop (issue 16): only its owner reads them (an admin neither). */
@Injectable()
export class OwnerStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {}

  async stats(shopId: number, query: ShopStatsQuery, identity: RequestIdentity): Promise<ShopStatsResponse> {
    await this.requireOwner(shopId, identity);
    const range = [shopId, query.from, query.to, this.config.TIME_ZONE];
    const [rows, unique] = await Promise.all([
      this.dataSource.query<SeriesRow[]>(SERIES_SQL, [...range, query.interval]),
      this.dataSource.query<Array<{ unique_visitors: number }>>(UNIQUE_VISITORS_SQL, range),
    ]);
    const series = rows.map(toShopStatsPoint);
    const totals = Object.fromEntries(
      SHOP_STATS_FIGURES.map((figure) => [figure, series.reduce((sum, point) => sum + point[figure], 0)]),
    ) as ShopStatsFigures;
    totals.uniqueVisitors = unique[0]?.unique_visitors ?? 0;
    return { series, totals };
  }

  async searchTerms(shopId: number, query: SearchTermsQuery, identity: RequestIdentity): Promise<SearchTermStat[]> {
    await this.requireOwner(shopId, identity);
    return this.dataSource.query<SearchTermStat[]>(SEARCH_TERMS_SQL, [
      shopId,
      query.from,
      query.to,
      this.config.TIME_ZONE,
      TOP_SEARCH_TERMS,
    ]);
  }

  private async requireOwner(shopId: number, identity: RequestIdentity): Promise<void> {
    const rows: Array<{ owner_id: number }> = await this.dataSource.query(
      'SELECT owner_id FROM catalog.shops WHERE id = $1',
      [shopId],
    );
    if (rows.length === 0) throw new CatalogException(CatalogErrorCode.ShopNotFound);
    if (rows[0].owner_id !== identity.userId) throw new CatalogException(CatalogErrorCode.NotShopOwnerForStats);
  }
}
