import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { ServiceMetrics } from '@app/service-kit';
import { SearchCache, SearchCacheStatistics } from './search-cache';

/**
 * The search cache's hits, misses, pages dropped by writes and pages evicted for room as Prometheus counters on the
 * catalog's /metrics, and what it holds as gauges (read when scraped): the hit rate under writes tells whether
 * per-result invalidation works, evictions whether SEARCH_CACHE_ENTRIES and SEARCH_CACHE_MAX_BYTES are too small.
 */
@Injectable()
export class SearchCacheMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: ServiceMetrics,
    private readonly cache: SearchCache,
  ) {}

  onModuleInit(): void {
    const cache = this.cache;
    const counters: Array<[string, string, keyof SearchCacheStatistics]> = [
      ['search_cache_hits_total', 'Searches answered from the search cache', 'hits'],
      ['search_cache_misses_total', 'Searches that ran their query (the cache on)', 'misses'],
      ['search_cache_dropped_total', 'Cached search pages dropped because a write may have touched them', 'dropped'],
      ['search_cache_evicted_total', 'Cached search pages removed to make room for newer ones', 'evicted'],
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
    const gauges: Array<[string, string, keyof SearchCacheStatistics]> = [
      ['search_cache_pages', 'Search pages held in the cache', 'pages'],
      ['search_cache_bytes', 'Estimated bytes of the search pages held', 'bytes'],
    ];
    for (const [name, help, key] of gauges) {
      new Gauge({
        name,
        help,
        registers: [this.metrics.registry],
        collect(this: Gauge) {
          this.set(cache.statistics[key]);
        },
      });
    }
  }
}
