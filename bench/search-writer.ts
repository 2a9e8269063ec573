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
  const range = await pool.query<{
    first_product: number;
    last_product: number;
    first_shop: number;
    last_shop: number;
  }>(
    `SELECT min(p.id) AS first_product, max(p.id) AS last_product, min(s.id) AS first_shop, max(s.id) AS last_shop
     FROM catalog.shops s JOIN catalog.products p ON p.shop_id = s.id WHERE s.owner_id > $1`,
    [LARGE_DATA_OWNER_BASE],
  );
  const { first_product, last_product, first_shop, last_shop } = range.rows[0];
  const random = seededRandom(42);
  const pick = (first: number, last: number) => first + Math.floor(random() * (last - first + 1));
  const counts = { written: 0, failed: 0 };
  let sequence = 0;

  const writeOnce = async () => {
    const kind = sequence++ % 10;
    const productId = pick(first_product, last_product);
    const shopId = pick(first_shop, last_shop);
    if (kind < 5) {
      await pool.query(
        'UPDATE catalog.products SET price = round((price * 1.01)::numeric, 2), quantity = (quantity + 1) % 25, updated_at = now() WHERE id = $1',
        [productId],
      );
    } else if (kind < 7) {
      const name = largeProductName(Math.floor(LARGE_PRODUCT_NAME_COUNT * random() ** 3));
      await pool.query('UPDATE catalog.products SET name = $2, updated_at = now() WHERE id = $1', [productId, name]);
    } else if (kind < 9) {
      await pool.query(`UPDATE catalog.shops SET description = description || '.', updated_at = now() WHERE id = $1`, [
        shopId,
      ]);
    } else {
      const name = largeProductName(Math.floor(LARGE_PRODUCT_NAME_COUNT * random() ** 3));
      await pool.query(
        `INSERT INTO catalog.products (shop_id, name, description, price, quantity) VALUES ($1, $2, 'New in', 9.5, 3)`,
        [shopId, name],
      );
    }
  };

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
      const write = writeOnce().then(
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
