import { DataSource } from 'typeorm';
import { SearchCache } from './search-cache';
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
});
