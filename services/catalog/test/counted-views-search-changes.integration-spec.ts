import { owner, ShopFactory } from '@app/testing';
import { COUNTING_VIEWS_SETTING } from '../src/visits/shop-view-recorder';
import { CatalogHarness, flushViews, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/**
 * Issue 20, T1: the view recorder's flush changes view_count alone and skips catalog.shops' search-change trigger
 * (migration LeftCountedViewsOutOfSearchChanges); every other UPDATE of a shop is still recorded.
 */
describe('counted views and the search changes', () => {
  let catalog: CatalogHarness;
  const OWNER = owner(601, 'Nora Keane');
  let shopId: number;

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-counted-views');
    const shop = await new ShopFactory(catalog, OWNER).createApproved({ name: 'Keane Books', location: 'Tralee' });
    shopId = shop.id;
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  async function changesOfShop(): Promise<number> {
    const { rows } = await catalog.sql.query(
      'SELECT count(*)::int AS n FROM catalog.search_changes WHERE shop_id = $1',
      [shopId],
    );
    return rows[0].n;
  }

  async function viewCount(): Promise<number> {
    const { rows } = await catalog.sql.query('SELECT view_count FROM catalog.shops WHERE id = $1', [shopId]);
    return rows[0].view_count;
  }

  it('counts the views of a flush and records no search change for them', async () => {
    await flushViews(catalog);
    const [changesBefore, viewsBefore] = [await changesOfShop(), await viewCount()];
    for (let view = 0; view < 3; view++) await catalog.http().get(`/api/shops/${shopId}`).expect(200);
    await flushViews(catalog);
    expect(await viewCount()).toBe(viewsBefore + 3);
    expect(await changesOfShop()).toBe(changesBefore);

    await catalog
      .http()
      .patch(`/api/shops/${shopId}`)
      .set(catalog.signed(OWNER))
      .send({ description: 'Second-hand and new' })
      .expect(200);
    expect(await changesOfShop()).toBeGreaterThan(changesBefore);
  });

  it('skips the trigger for an UPDATE made while the setting is on, in that transaction only', async () => {
    const before = await changesOfShop();
    await catalog.sql.query('BEGIN');
    try {
      await catalog.sql.query(`SELECT set_config($1, 'on', true)`, [COUNTING_VIEWS_SETTING]);
      await catalog.sql.query(`UPDATE catalog.shops SET location = 'Dingle' WHERE id = $1`, [shopId]);
      expect(await changesOfShop()).toBe(before);
      await catalog.sql.query(`SELECT set_config($1, 'off', true)`, [COUNTING_VIEWS_SETTING]);
      await catalog.sql.query(`UPDATE catalog.shops SET location = 'Tralee' WHERE id = $1`, [shopId]);
      expect(await changesOfShop()).toBe(before + 1);
      await catalog.sql.query(`SELECT set_config($1, 'on', true)`, [COUNTING_VIEWS_SETTING]);
    } finally {
      await catalog.sql.query('ROLLBACK');
    }
    // Gone with the transaction: the next UPDATE on this connection is recorded.
    await catalog.sql.query(`UPDATE catalog.shops SET location = 'Listowel' WHERE id = $1`, [shopId]);
    expect(await changesOfShop()).toBe(before + 1);
  });
});
