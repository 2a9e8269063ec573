import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { SearchCache } from './search-cache';
import { SearchCacheMetrics } from './search-cache-metrics';
import { databaseChangeSource, SearchChangeFeed } from './search-change-feed';
import { openPreparedSearchPool, PreparedSearchPool } from './prepared-search-pool';
import { PREPARED_SEARCH_POOL, SEARCH_CONCURRENCY, SearchService } from './search.service';

/** One SearchCache per process, sized by the catalog's configuration (SEARCH_CACHE_* variables), and its SEARCH_CONCURRENCY. */
@Module({
  providers: [
    SearchService,
    SearchCacheMetrics,
    {
      provide: SEARCH_CONCURRENCY,
      inject: [CATALOG_CONFIG],
      useFactory: (config: CatalogConfig) => config.SEARCH_CONCURRENCY,
    },
    {
      provide: PREPARED_SEARCH_POOL,
      inject: [CATALOG_CONFIG],
      useFactory: (config: CatalogConfig) => openPreparedSearchPool(config.DATABASE_URL, config.SEARCH_CONCURRENCY),
    },
    {
      provide: SearchCache,
      inject: [getDataSourceToken(), CATALOG_CONFIG],
      useFactory: (dataSource: DataSource, config: CatalogConfig) =>
        new SearchCache(new SearchChangeFeed(databaseChangeSource(dataSource)), {
          entries: config.SEARCH_CACHE_ENTRIES,
          maxBytes: config.SEARCH_CACHE_MAX_BYTES,
          unversionedTtlMs: config.SEARCH_CACHE_TTL_SECONDS * 1000,
        }),
    },
  ],
  exports: [SearchService],
})
export class SearchModule implements OnApplicationShutdown {
  constructor(@Inject(PREPARED_SEARCH_POOL) private readonly prepared: PreparedSearchPool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.prepared.end();
  }
}
