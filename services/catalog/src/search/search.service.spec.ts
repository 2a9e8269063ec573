import { DataSource } from 'typeorm';
import { PreparedSearchPool } from './prepared-search-pool';
import { SearchCache } from './search-cache';
import { SqlStatement } from './search-sql';
import { SearchService } from './search.service';

/** A data source whose pool answers each query only when the test says so, counting the queries running at once. */
function heldPool() {
  const waiting: Array<() => void> = [];
  let running = 0;
  let mostAtOnce = 0;
  const pool = {
    query: (_sql: string, _values: unknown[]) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      return new Promise<{ rows: unknown[] }>((resolve) =>
        waiting.push(() => {
          running -= 1;
          resolve({ rows: [{ id: 1, name: 'Bread', search_total: 1 }] });
        }),
      );
    },
  };
  const dataSource = { driver: { master: pool } } as unknown as DataSource;
  return {
    dataSource,
    waiting,
    mostAtOnce: () => mostAtOnce,
    /** Lets the microtasks of the searches run, so each that may start a query has started it. */
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
}

describe(SearchService.name, () => {
  it('runs at most its concurrency of searches on the database at once; the others wait their turn', async () => {
    const database = heldPool();
    const search = new SearchService(database.dataSource, SearchCache.disabled(), 2);
    const pages = Array.from({ length: 5 }, (_, index) =>
      search.products({ product: `bread ${index}` }, { limit: 24, offset: 0 }),
    );
    await database.settle();
    expect(database.waiting).toHaveLength(2);

    while (database.waiting.length > 0) {
      database.waiting.shift()!();
      await database.settle();
    }
    const answered = await Promise.all(pages);
    expect(answered).toHaveLength(5);
    for (const page of answered) expect(page).toEqual({ items: [{ id: 1, name: 'Bread' }], total: 1 });
    expect(database.mostAtOnce()).toBe(2);
  });

  it('runs a near-me search by the box of pins on the service pool, planned per search, and every other search prepared', async () => {
    const onServicePool: string[] = [];
    const dataSource = {
      driver: {
        master: {
          query: (sql: string) => {
            onServicePool.push(sql);
            return Promise.resolve({ rows: [] });
          },
        },
      },
    } as unknown as DataSource;
    const prepared: SqlStatement[] = [];
    const pool: PreparedSearchPool = {
      query: <T>(statement: SqlStatement) => {
        prepared.push(statement);
        // No row on the page, so a page past the start counts apart.
        return Promise.resolve((statement.sql.includes('AS total FROM') ? [{ total: 0 }] : []) as T[]);
      },
      end: () => Promise.resolve(),
    };
    const search = new SearchService(dataSource, SearchCache.disabled(), 2, pool);
    const near = { near: { latitude: 52.35, longitude: -7.7 }, radiusKm: 10, sort: 'relevance' as const };

    await search.products({ product: 'bread' }, { limit: 24, offset: 0 });
    await search.shops({ search: 'bakery', visibility: 'public' }, { limit: 24, offset: 24 });
    expect(prepared).toHaveLength(3);
    expect(prepared[2].sql).toContain('SELECT count(*)::int AS total');
    expect(onServicePool).toEqual([]);

    await search.products({ category: 'food-beverages', local: near }, { limit: 24, offset: 0 });
    expect(onServicePool).toHaveLength(1);
    expect(onServicePool[0]).toContain('distance_km');
    expect(prepared).toHaveLength(3);

    // With product words, near me reads the words-and-cells index wherever the point is: prepared.
    await search.products({ product: 'bread', local: near }, { limit: 24, offset: 0 });
    expect(onServicePool).toHaveLength(1);
    expect(prepared).toHaveLength(4);
    expect(prepared[3].sql).toContain('distance_km');
  });
});
