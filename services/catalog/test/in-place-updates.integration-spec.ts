import { Client } from 'pg';
import { owner, ShopFactory } from '@app/testing';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/** SQL for a text of about `length` characters in distinct words (row `g`'s own), as a real description has. */
function wordsSql(length: number): string {
  return `(SELECT string_agg(translate(to_hex(g * 7919 + w * 104729), '0123456789', 'ghijklmnop'), ' ')
            FROM generate_series(1, ${Math.ceil(length / 7)}) w)`;
}

/**
 * Updates, in a transaction rolled back after, the first row of each heap page of `table` among `ids` with `set`,
 * and answers how many pages that was and how many of those rows changed within their page (heap-only tuples).
 */
async function updateOnePerPage(
  sql: Client,
  table: 'catalog.shops' | 'catalog.products',
  ids: number[],
  set: string,
): Promise<{ pages: number; updated: number; inPlace: number }> {
  await sql.query('BEGIN');
  try {
    const updated = await sql.query(
      `UPDATE ${table} SET ${set} WHERE id IN (
         SELECT DISTINCT ON ((ctid::text::point)[0]) id FROM ${table} WHERE id = ANY($1::int[])
          ORDER BY (ctid::text::point)[0], id)`,
      [ids],
    );
    const counted = await sql.query<{ in_place: string; pages: string }>(
      `SELECT pg_stat_get_xact_tuples_hot_updated($1::regclass) AS in_place,
              (SELECT count(DISTINCT (ctid::text::point)[0]) FROM ${table} WHERE id = ANY($2::int[])) AS pages`,
      [table, ids],
    );
    return {
      pages: Number(counted.rows[0].pages),
      updated: updated.rowCount ?? 0,
      inPlace: Number(counted.rows[0].in_place),
    };
  } finally {
    await sql.query('ROLLBACK');
  }
}

/**
 * Issue 20: a shop's view count (written every second by the view recorder) and a product's price and stock change
 * within the row's page (a heap-only tuple, no index touched), because the catalog leaves room in each page
 * (LeftRoomForInPlaceUpdates). The rows are written by one INSERT each, so their pages are filled as far as the
 * table lets them, with no dead versions whose space a later update could take; filled to the brim, a page would
 * have no room for another version of any of them.
 */
describe('shops and products updated in place', () => {
  let catalog: CatalogHarness;
  const OWNER = owner(401, 'Nuala Byrne');

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-in-place-updates');
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  it("counts a shop's views in place, in every page", async () => {
    // Shop rows of about 1 KB, the size of a shop with a few lines of description (six to a page at 80 %).
    const inserted = await catalog.sql.query<{ id: number }>(
      `INSERT INTO catalog.shops (owner_id, name, location, description, is_approved, status)
       SELECT $1, 'Roomy Shop ' || g, 'Ennis', ${wordsSql(250)}, true, 'approved' FROM generate_series(1, 24) g
       RETURNING id`,
      [OWNER.userId],
    );
    const result = await updateOnePerPage(
      catalog.sql,
      'catalog.shops',
      inserted.rows.map((row) => row.id),
      'view_count = view_count + 1',
    );
    expect(result.pages).toBeGreaterThanOrEqual(3);
    expect(result.updated).toBe(result.pages);
    expect(result.inPlace).toBe(result.pages);
  });

  it("changes a product's price and stock in place, in every page", async () => {
    const shop = await new ShopFactory(catalog, OWNER).createApproved({ name: 'Roomy Stores' });
    // Product rows of about 650 bytes: a name and a short paragraph (ten to a page at 85 %).
    const inserted = await catalog.sql.query<{ id: number }>(
      `INSERT INTO catalog.products (shop_id, name, description, price)
       SELECT $1, 'Roomy Product ' || g, ${wordsSql(150)}, 5 FROM generate_series(1, 40) g RETURNING id`,
      [shop.id],
    );
    const result = await updateOnePerPage(
      catalog.sql,
      'catalog.products',
      inserted.rows.map((row) => row.id),
      'price = price + 1, quantity = quantity + 1, updated_at = now()',
    );
    expect(result.pages).toBeGreaterThanOrEqual(3);
    expect(result.updated).toBe(result.pages);
    expect(result.inPlace).toBe(result.pages);
  });
});
