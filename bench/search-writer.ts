import { Pool } from 'pg';
import { LARGE_DATA_OWNER_BASE } from '../services/catalog/src/demo-data/generate-large-data-set';
import { LARGE_PRODUCT_NAME_COUNT, largeProductName } from '../services/catalog/src/demo-data/large-product-names';
import { seededRandom } from './search-workload';

export interface SearchWriter {
  /** Writes made so far and the ones that failed. */
  readonly counts: { written: number; failed: number };
  stop(): Promise<void>;
}

/**
 * T5's write load: `perSecond` catalog writes a second on the large set while the searches run, a mix of what
 * owners do: new prices and stock (half), product renames to another name of the long tail (a fifth), shop
 * description edits (a fifth) and new products (a tenth). They are SQL on the catalog tables, so they fire the
 * same triggers (search changes, vocabulary) as the API's writes; the HTTP handler and its outbox event are not
 * part of this load.
 */
export async function startSearchWriter(databaseUrl: string, perSecond: number): Promise<SearchWriter> {
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  const writeOnce = searchWrites(await writableRange(pool));
  const counts = { written: 0, failed: 0 };

  const interval = 1000 / perSecond;
  const started = performance.now();
  let stopped = false;
  const running = new Set<Promise<void>>();
  const loop = (async () => {
    for (let index = 0; !stopped; index += 1) {
      const due = started + index * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      const write = writeOnce(pool).then(
        () => void (counts.written += 1),
        () => void (counts.failed += 1),
      );
      running.add(write);
      void write.finally(() => running.delete(write));
    }
  })();

  return {
    counts,
    async stop() {
      stopped = true;
      await loop;
      await Promise.all(running);
      await pool.end();
    },
  };
}

/** Where T5's writes may land: the large set's own shops and products (not the demo's). */
export interface WritableRange {
  firstProduct: number;
  lastProduct: number;
  firstShop: number;
  lastShop: number;
}

/** Anything that runs a query: the writer's pool, or one client inside a transaction (search-invalidation.ts). */
export interface Queryable {
  query(sql: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export type SearchWriteKind = 'price' | 'rename' | 'shop description' | 'new product';

export async function writableRange(client: Queryable): Promise<WritableRange> {
  const result = (await client.query(
    `SELECT min(p.id) AS first_product, max(p.id) AS last_product, min(s.id) AS first_shop, max(s.id) AS last_shop
     FROM catalog.shops s JOIN catalog.products p ON p.shop_id = s.id WHERE s.owner_id > $1`,
    [LARGE_DATA_OWNER_BASE],
  )) as { rows: Array<{ first_product: number; last_product: number; first_shop: number; last_shop: number }> };
  const row = result.rows[0];
  return {
    firstProduct: Number(row.first_product),
    lastProduct: Number(row.last_product),
    firstShop: Number(row.first_shop),
    lastShop: Number(row.last_shop),
  };
}

/**
 * The writer's sequence of writes, the same in every run (seeded): each call makes the next one on `client` and
 * says which kind it was. Out of ten: five new prices and stock, two renames, two shop description edits, one new
 * product.
 */
export function searchWrites(range: WritableRange): (client: Queryable) => Promise<SearchWriteKind> {
  const random = seededRandom(42);
  const pick = (first: number, last: number) => first + Math.floor(random() * (last - first + 1));
  const longTailName = () => largeProductName(Math.floor(LARGE_PRODUCT_NAME_COUNT * random() ** 3));
  let sequence = 0;
  return async (client) => {
    const kind = sequence++ % 10;
    const productId = pick(range.firstProduct, range.lastProduct);
    const shopId = pick(range.firstShop, range.lastShop);
    if (kind < 5) {
      await client.query(
        'UPDATE catalog.products SET price = round((price * 1.01)::numeric, 2), quantity = (quantity + 1) % 25, updated_at = now() WHERE id = $1',
        [productId],
      );
      return 'price';
    }
    if (kind < 7) {
      await client.query('UPDATE catalog.products SET name = $2, updated_at = now() WHERE id = $1', [
        productId,
        longTailName(),
      ]);
      return 'rename';
    }
    if (kind < 9) {
      await client.query(
        `UPDATE catalog.shops SET description = description || '.', updated_at = now() WHERE id = $1`,
        [shopId],
      );
      return 'shop description';
    }
    await client.query(
      `INSERT INTO catalog.products (shop_id, name, description, price, quantity) VALUES ($1, $2, 'New in', 9.5, 3)`,
      [shopId, longTailName()],
    );
    return 'new product';
  };
}
