import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter } from 'prom-client';
import { ServiceMetrics } from '@app/service-kit';
import { SearchCache } from './search-cache';

/**
 * The search cache's hits, misses and pages dropped by writes as Prometheus counters on the catalog's /metrics
 * (read when scraped): the hit rate under writes is what tells whether per-result invalidation works.
 */
@Injectable()
export class SearchCacheMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: ServiceMetrics,
    private readonly cache: SearchCache,
  ) {}

  onModuleInit(): void {
    const cache = this.cache;
    const counters: Array<[string, string, keyof SearchCache['statistics']]> = [
      ['search_cache_hits_total', 'Searches answered from the search cache', 'hits'],
      ['search_cache_misses_total', 'Searches that ran their query (the cache on)', 'misses'],
      ['search_cache_dropped_total', 'Cached search pages dropped because a write may have touched them', 'dropped'],
    ];
    for (const [name, help, key] of counters) {
      new Counter({
        name,
        help,
        registers: [this.metrics.registry],
        collect(this: Counter) {
          this.reset();
          this.inc(cache.statistics[key]);
        },
      });
    }
  }
}
