import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { SearchCache } from './search-cache';
import { SearchCacheMetrics } from './search-cache-metrics';
import { databaseChangeSource, SearchChangeFeed } from './search-change-feed';
import { SEARCH_CONCURRENCY, SearchService } from './search.service';

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
export class SearchModule {}
