import { expectEveryPageUpdatedInPlace, owner, ShopFactory } from '@app/testing';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/** SQL for a text of about `length` characters in distinct words (row `g`'s own), as a real description has. */
function wordsSql(length: number): string {
  return `(SELECT string_agg(translate(to_hex(g * 7919 + w * 104729), '0123456789', 'ghijklmnop'), ' ')
            FROM generate_series(1, ${Math.ceil(length / 7)}) w)`;
}

/**
 * Issue 20: a shop's view count (written every second by the view recorder) and a product's price and stock change
 * within the row's page (a heap-only tuple, no index touched), because the catalog leaves room in each page
 * (LeftRoomForInPlaceUpdates). The rows are written by one INSERT each (expectEveryPageUpdatedInPlace); filled to
 * the brim, a page would have no room for another version of any of them.
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
    await expectEveryPageUpdatedInPlace(
      catalog.sql,
      'catalog.shops',
      inserted.rows.map((row) => row.id),
      'view_count = view_count + 1',
    );
  });

  it("changes a product's price and stock in place, in every page", async () => {
    const shop = await new ShopFactory(catalog, OWNER).createApproved({ name: 'Roomy Stores' });
    // Product rows of about 650 bytes: a name and a short paragraph (ten to a page at 85 %).
    const inserted = await catalog.sql.query<{ id: number }>(
      `INSERT INTO catalog.products (shop_id, name, description, price)
       SELECT $1, 'Roomy Product ' || g, ${wordsSql(150)}, 5 FROM generate_series(1, 40) g RETURNING id`,
      [shop.id],
    );
    await expectEveryPageUpdatedInPlace(
      catalog.sql,
      'catalog.products',
      inserted.rows.map((row) => row.id),
      'price = price + 1, quantity = quantity + 1, updated_at = now()',
    );
  });
});
