import { owner, ProductFactory, ShopFactory } from '@app/testing';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/**
 * Issue 20, T5: every GIN index of the catalog writes its entries into its tree at once (migration
 * WroteSearchIndexesInPlace), so no search reads a pending list of recent writes.
 */
describe('search indexes written in place', () => {
  let catalog: CatalogHarness;
  const OWNER = owner(602, 'Aoife Brennan');

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-search-indexes');
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  async function ginIndexes(): Promise<Array<{ name: string; options: string[] | null }>> {
    const { rows } = await catalog.sql.query(
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_class c JOIN pg_am a ON a.oid = c.relam
       WHERE a.amname = 'gin' AND c.relnamespace = 'catalog'::regnamespace ORDER BY c.relname`,
    );
    return rows;
  }

  it('sets fastupdate off on every GIN index of the catalog, the ones added later included', async () => {
    const indexes = await ginIndexes();

    expect(indexes.length).toBeGreaterThanOrEqual(10);
    for (const index of indexes)
      expect({ index: index.name, options: index.options }).toEqual({
        index: index.name,
        options: expect.arrayContaining(['fastupdate=off']),
      });
  });

  it('leaves nothing pending after new and renamed products and an edited shop', async () => {
    const shop = await new ShopFactory(catalog, OWNER).createApproved({ name: 'Brennan Hardware', location: 'Sligo' });
    const products = new ProductFactory(catalog);
    const hammer = await products.create(shop.id, { name: 'Claw Hammer' }, OWNER);
    await products.create(shop.id, { name: 'Masonry Drill Bits' }, OWNER);
    await catalog.sql.query(`UPDATE catalog.products SET name = 'Lump Hammer' WHERE id = $1`, [hammer.id]);
    await catalog.sql.query(`UPDATE catalog.shops SET name = 'Brennan Tools', location = 'Ballina' WHERE id = $1`, [
      shop.id,
    ]);

    // gin_clean_pending_list answers how many pending pages it moved into the tree: none when writes go there first.
    const pending = [];
    for (const index of await ginIndexes()) {
      const { rows } = await catalog.sql.query(
        `SELECT gin_clean_pending_list(('catalog.' || quote_ident($1))::regclass)::int AS pages`,
        [index.name],
      );
      pending.push({ index: index.name, pages: rows[0].pages });
    }
    expect(pending).toEqual(pending.map(({ index }) => ({ index, pages: 0 })));
    // The renamed product is found by its new name through those indexes.
    const { rows: found } = await catalog.sql.query(
      `SELECT id FROM catalog.products WHERE lower(catalog.immutable_unaccent(name)) % 'lump hammer' AND shop_id = $1`,
      [shop.id],
    );
    expect(found.map((row) => row.id)).toEqual([hammer.id]);
  });
});
