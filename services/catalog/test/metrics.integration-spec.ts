import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

/** Issue 19: every service serves Prometheus metrics on its own port; catalog stands for the six (service-kit). */
describe('service metrics', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-metrics');
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  it('answers the Prometheus text format with requests by route, the outbox, dead letters and the pool', async () => {
    await catalog.http().get('/api/categories').expect(200);
    await catalog.http().get('/api/shops/999999').expect(404);
    // The same search twice: one miss, then one hit.
    await catalog.http().get('/api/shops?search=metrics').expect(200);
    await catalog.http().get('/api/shops?search=metrics').expect(200);
    await catalog.deliver('user.deleted', { userId: 991, role: 'customer', displayName: 'Gone Customer' });

    const response = await catalog.http().get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain.*version=0\.0\.4/);
    const text = response.text;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*method="GET",route="\/api\/categories",status="200"[^}]*\} 1/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/shops\/:id",status="404"[^}]*\} 1/);
    for (const series of [
      'outbox_unpublished_events{service="catalog"}',
      'outbox_oldest_unpublished_age_seconds{service="catalog"}',
      'dead_letter_events{service="catalog"} 0',
      'event_consumer_lag_seconds{service="catalog"}',
      'events_handled{service="catalog"} 1',
      'db_pool_connections{state="total",service="catalog"}',
      'process_resident_memory_bytes{service="catalog"}',
      'search_cache_hits_total{service="catalog"} 1',
      'search_cache_misses_total{service="catalog"} 1',
      'search_cache_dropped_total{service="catalog"} 0',
      'search_cache_evicted_total{service="catalog"} 0',
      'search_cache_pages{service="catalog"} 1',
    ]) {
      expect(text).toContain(series);
    }
    expect(text).toMatch(/^search_cache_bytes\{service="catalog"\} [1-9]\d*$/m);
  });
});
