import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { customer, owner, ShopFactory } from '@app/testing';
import { SearchCache } from '../src/search/search-cache';
import { databaseChangeSource, SearchChangeFeed } from '../src/search/search-change-feed';
import { openSearchDataSource } from '../src/search/search-data-source';
import { PRODUCT_SEARCH_SAMPLE_EVERY, TOTAL_COUNT_CAP } from '../src/search/search-sql';
import { SearchService } from '../src/search/search.service';
import { CatalogHarness, flushViews, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/**
 * The search cache against a real database: writes made through the catalog's own code paths (HTTP routes, event
 * handlers) append to catalog.search_changes, so the next search shows them, in this process and in a second one
 * that shares nothing with it but the database. A long TTL makes the cache's reuse observable: a counted view,
 * which records no change, leaves the listed view count as it was; a write elsewhere leaves cached pages in place.
 */
describe('the search cache, kept exact per shop and per affected result', () => {
  let catalog: CatalogHarness;
  let shops: ShopFactory;
  let otherProcess: { dataSource: DataSource; search: SearchService; cache: SearchCache };
  const OWNER = owner(700, 'Niamh Doyle');
  let shopId: number;

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-search-cache', {
      REQUIRE_SUBSCRIPTION_FOR_APPROVAL: 'false',
      SEARCH_CACHE_TTL_SECONDS: '3600',
    });
    // The catalog's database, reached through a data source and a cache of this test's own.
    const { url } = catalog.app.get<DataSource>(getDataSourceToken()).options as { url: string };
    const dataSource = await openSearchDataSource(url);
    const cache = new SearchCache(new SearchChangeFeed(databaseChangeSource(dataSource)), {
      entries: 100,
      maxBytes: 1_000_000,
      unversionedTtlMs: 3_600_000,
    });
    otherProcess = { dataSource, search: new SearchService(dataSource, cache, 2), cache };
    shops = new ShopFactory(catalog, OWNER);
  });

  afterAll(async () => {
    await otherProcess?.dataSource.destroy();
    await catalog?.stop();
  });

  const as = (identity: object) => catalog.signed(identity);
  const recordedChanges = async () =>
    Number((await catalog.sql.query('SELECT count(*) FROM catalog.search_changes')).rows[0].count);
  const shopSearch = async (query: string) => (await catalog.http().get(`/api/shops?${query}`)).body as any[];
  const productSearch = async (query: string) =>
    (await catalog.http().get(`/api/products/search?${query}`)).body as any[];
  const otherShopSearch = async (search: string) =>
    (await otherProcess.search.shops({ search, visibility: 'public' }, { limit: 24, offset: 0 })).items;
  const otherProductNames = async (product: string) =>
    (await otherProcess.search.products({ product }, { limit: 24, offset: 0 })).items.map((item) => item.name).sort();
  const addProduct = async (shop: number, seller: object, name: string) => {
    const added = await catalog
      .http()
      .post(`/api/shops/${shop}/products`)
      .set(as(seller))
      .send({ name, description: 'Baked today', price: 3 });
    expect(added.status).toBe(201);
  };
  /** Another owner's approved shop: its writes never touch a page of the first shop's products by the shop alone. */
  const otherApprovedShop = async (id: number) => {
    const seller = owner(id, 'Aoife Byrne');
    const shop = await shops.create({ name: 'Byrne Patisserie', description: 'Cakes', location: 'Clonakilty' }, seller);
    await shops.approve(shop.id);
    return { shopId: shop.id, seller };
  };

  it('shows a shop once an admin approves it, in both processes', async () => {
    shopId = (await shops.create({ name: 'Harbour Bakery', description: 'Sourdough and scones', location: 'Kinsale' }))
      .id;
    expect(await shopSearch('search=harbour')).toEqual([]);
    expect(await otherShopSearch('harbour')).toEqual([]);

    await shops.approve(shopId);
    expect((await shopSearch('search=harbour')).map((shop) => shop.id)).toEqual([shopId]);
    expect((await otherShopSearch('harbour')).map((shop) => shop.id)).toEqual([shopId]);
  });

  it('records no change for a counted view, and keeps listing the cached view count', async () => {
    const listed = (await shopSearch('search=harbour'))[0].viewCount as number;
    const before = await recordedChanges();
    const page = await catalog
      .http()
      .get(`/api/shops/${shopId}`)
      .set(as(customer(701)));
    expect(page.body.viewCount).toBe(listed);
    await flushViews(catalog);
    const written = await catalog.http().get(`/api/shops/${shopId}`);
    expect(written.body.viewCount).toBe(listed + 1);
    expect(await recordedChanges()).toBe(before);
    // Served from the cache (the TTL is an hour here): the list lags the page by the written view.
    expect((await shopSearch('search=harbour'))[0].viewCount).toBe(listed);
  });

  it('shows a renamed shop under its new name and no longer under the old one, in both processes', async () => {
    expect(await shopSearch('search=quayside')).toEqual([]);
    expect(await otherShopSearch('quayside')).toEqual([]);
    const before = await recordedChanges();
    // The write as SQL: whatever code path makes it, the trigger records it.
    await catalog.sql.query(`UPDATE catalog.shops SET name = 'Quayside Bakery' WHERE id = $1`, [shopId]);
    // The shop's change, and the vocabulary's: it did not know 'quayside'.
    expect(await recordedChanges()).toBe(before + 2);
    expect((await shopSearch('search=quayside')).map((shop) => shop.name)).toEqual(['Quayside Bakery']);
    expect(await shopSearch('search=harbour')).toEqual([]);
    expect((await otherShopSearch('quayside')).map((shop) => shop.id)).toEqual([shopId]);
  });

  it("lists a new product, counts it on its shop's card and drops it when deleted", async () => {
    expect(await productSearch('product=barmbrack')).toEqual([]);
    expect((await shopSearch('search=quayside'))[0]._count.products).toBe(0);
    const added = await catalog
      .http()
      .post(`/api/shops/${shopId}/products`)
      .set(as(OWNER))
      .send({ name: 'Barmbrack', description: 'Fruit loaf', price: 6.5 });
    expect(added.status).toBe(201);
    expect((await productSearch('product=barmbrack')).map((product) => product.id)).toEqual([added.body.id]);
    expect((await shopSearch('search=quayside'))[0]._count.products).toBe(1);

    expect((await catalog.http().delete(`/api/products/${added.body.id}`).set(as(OWNER))).status).toBe(200);
    expect(await productSearch('product=barmbrack')).toEqual([]);
    expect((await shopSearch('search=quayside'))[0]._count.products).toBe(0);
  });

  it("shows the shop's new rating from a review event on its products", async () => {
    await catalog
      .http()
      .post(`/api/shops/${shopId}/products`)
      .set(as(OWNER))
      .send({ name: 'Treacle Scone', description: 'Warm', price: 2 });
    expect((await productSearch('product=treacle'))[0].shop).toMatchObject({ rating: '0.00', reviewCount: 0 });
    await catalog.deliver('review.created', {
      reviewId: 1,
      shopId,
      userId: 701,
      rating: 4,
      shopAverage: 4,
      shopReviewCount: 1,
    });
    expect((await productSearch('product=treacle'))[0].shop).toMatchObject({ rating: '4.00', reviewCount: 1 });
  });

  it("drops a banned owner's shop and products from every search, and brings them back when lifted", async () => {
    expect(await shopSearch('search=quayside')).toHaveLength(1);
    expect(await otherShopSearch('quayside')).toHaveLength(1);
    await catalog.deliver('user.banned', { userId: 700, role: 'shop_owner', reason: 'Spam' });
    expect(await shopSearch('search=quayside')).toEqual([]);
    expect(await shopSearch('location=kinsale')).toEqual([]);
    expect(await productSearch('product=treacle')).toEqual([]);
    expect(await otherShopSearch('quayside')).toEqual([]);
    await catalog.deliver('user.unbanned', { userId: 700, role: 'shop_owner' });
    expect((await shopSearch('search=quayside')).map((shop) => shop.id)).toEqual([shopId]);
    expect((await otherShopSearch('quayside')).map((shop) => shop.id)).toEqual([shopId]);
  });

  it('keeps a cached page through writes to shops it neither shows nor could find, in the other process', async () => {
    expect((await otherShopSearch('quayside')).map((shop) => shop.id)).toEqual([shopId]);
    const before = otherProcess.cache.statistics;
    const butcher = await shops.create(
      { name: 'Walsh Butchers', description: 'Sausages', location: 'Bandon' },
      owner(702, 'Pat Walsh'),
    );
    await shops.approve(butcher.id);
    expect((await otherShopSearch('quayside')).map((shop) => shop.id)).toEqual([shopId]);
    expect((await otherShopSearch('walsh')).map((shop) => shop.id)).toEqual([butcher.id]);
    const after = otherProcess.cache.statistics;
    expect(after.hits - before.hits).toBe(1);
    expect(after.dropped).toBe(before.dropped);
  });

  it('keeps a search of several words through a write holding only some of them, and drops it for one holding all', async () => {
    const { shopId: patisserie, seller } = await otherApprovedShop(703);
    expect(await otherProductNames('treacle scone')).toEqual(['Treacle Scone']);
    const before = otherProcess.cache.statistics;
    await addProduct(patisserie, seller, 'Treacle Tart');
    expect(await otherProductNames('treacle scone')).toEqual(['Treacle Scone']);
    const kept = otherProcess.cache.statistics;
    expect(kept.hits - before.hits).toBe(1);
    expect(kept.dropped).toBe(before.dropped);

    await addProduct(patisserie, seller, 'Scone with Treacle');
    expect(await otherProductNames('treacle scone')).toEqual(['Scone with Treacle', 'Treacle Scone']);
    expect(otherProcess.cache.statistics.dropped).toBeGreaterThan(kept.dropped);
  });

  it('corrects a misspelt search towards a word the vocabulary gains, and keeps it through names of known words', async () => {
    const { shopId: patisserie, seller } = await otherApprovedShop(704);
    expect(await otherProductNames('pavlva')).toEqual([]);
    const before = otherProcess.cache.statistics;
    await addProduct(patisserie, seller, 'Treacle Scone');
    expect(await otherProductNames('pavlva')).toEqual([]);
    expect(otherProcess.cache.statistics.dropped).toBe(before.dropped);

    await addProduct(patisserie, seller, 'Pavlova');
    const gained = await catalog.sql.query(
      `SELECT words FROM catalog.search_changes WHERE scope = 'words' ORDER BY id DESC LIMIT 1`,
    );
    expect(gained.rows[0].words).toEqual(['pavlova']);
    expect(await otherProductNames('pavlva')).toEqual(['Pavlova']);
  });

  it("keeps a product page through a new price of another of its shop's products, and drops it for its own", async () => {
    const { shopId: patisserie, seller } = await otherApprovedShop(706);
    await addProduct(patisserie, seller, 'Lemon Drizzle');
    await addProduct(patisserie, seller, 'Coffee Walnut Cake');
    const ids = await catalog.sql.query(`SELECT id, name FROM catalog.products WHERE shop_id = $1`, [patisserie]);
    const idOf = (name: string) => ids.rows.find((row) => row.name === name).id as number;
    const drizzle = async () =>
      (await otherProcess.search.products({ product: 'drizzle' }, { limit: 24, offset: 0 })).items;
    expect((await drizzle()).map((item) => item.price)).toEqual(['3.00']);
    const before = otherProcess.cache.statistics;

    await catalog.sql.query(`UPDATE catalog.products SET price = 4 WHERE id = $1`, [idOf('Coffee Walnut Cake')]);
    const recorded = await catalog.sql.query(
      `SELECT product_id, product_count_changed FROM catalog.search_changes ORDER BY id DESC LIMIT 1`,
    );
    expect(recorded.rows).toEqual([{ product_id: idOf('Coffee Walnut Cake'), product_count_changed: false }]);
    expect((await drizzle()).map((item) => item.price)).toEqual(['3.00']);
    const kept = otherProcess.cache.statistics;
    expect(kept.hits - before.hits).toBe(1);
    expect(kept.dropped).toBe(before.dropped);

    await catalog.sql.query(`UPDATE catalog.products SET price = 3.5 WHERE id = $1`, [idOf('Lemon Drizzle')]);
    expect((await drizzle()).map((item) => item.price)).toEqual(['3.50']);
    expect(otherProcess.cache.statistics.dropped).toBeGreaterThan(kept.dropped);
  });

  it("keeps a shop list through a product edit that leaves the shop's product count, and drops it when the count changes", async () => {
    const seller = owner(707, 'Ciara Kelly');
    const shop = await shops.create({ name: 'Kelly Confectioners', description: 'Fudge', location: 'Youghal' }, seller);
    await shops.approve(shop.id);
    await addProduct(shop.id, seller, 'Vanilla Fudge');
    const productId = Number(
      (await catalog.sql.query(`SELECT id FROM catalog.products WHERE shop_id = $1`, [shop.id])).rows[0].id,
    );
    const counted = async () => (await otherShopSearch('confectioners')).map((row) => row.product_count);
    expect(await counted()).toEqual([1]);
    const before = otherProcess.cache.statistics;

    await catalog.sql.query(`UPDATE catalog.products SET name = 'Salted Fudge', price = 5 WHERE id = $1`, [productId]);
    expect(await counted()).toEqual([1]);
    const kept = otherProcess.cache.statistics;
    expect(kept.hits - before.hits).toBe(1);
    expect(kept.dropped).toBe(before.dropped);

    await catalog.sql.query(`UPDATE catalog.products SET is_active = false WHERE id = $1`, [productId]);
    expect(await counted()).toEqual([0]);
    expect(otherProcess.cache.statistics.dropped).toBeGreaterThan(kept.dropped);
  });

  it("keeps a product page through its shop's new description, and drops it for the shop's new name", async () => {
    const { shopId: patisserie, seller } = await otherApprovedShop(709);
    await addProduct(patisserie, seller, 'Gingerbread Man');
    const gingerbread = async () =>
      (await otherProcess.search.products({ product: 'gingerbread' }, { limit: 24, offset: 0 })).items.map(
        (item) => item.shop_name,
      );
    expect(await gingerbread()).toEqual(['Byrne Patisserie']);
    const before = otherProcess.cache.statistics;

    await catalog.sql.query(`UPDATE catalog.shops SET description = 'Cakes and biscuits' WHERE id = $1`, [patisserie]);
    const recorded = await catalog.sql.query(
      `SELECT scope, product_card_changed FROM catalog.search_changes ORDER BY id DESC LIMIT 1`,
    );
    expect(recorded.rows).toEqual([{ scope: 'shop', product_card_changed: false }]);
    expect(await gingerbread()).toEqual(['Byrne Patisserie']);
    const kept = otherProcess.cache.statistics;
    expect(kept.hits - before.hits).toBe(1);
    expect(kept.dropped).toBe(before.dropped);

    await catalog.sql.query(`UPDATE catalog.shops SET name = 'Byrne Bakehouse' WHERE id = $1`, [patisserie]);
    expect(await gingerbread()).toEqual(['Byrne Bakehouse']);
    expect(otherProcess.cache.statistics.dropped).toBeGreaterThan(kept.dropped);
  });

  it('keeps a page whose candidates all came from the full search sample through a product outside it', async () => {
    const { shopId: bakery } = await otherApprovedShop(708);
    // Enough oatcakes for the sample (one id in 16) alone to hold TOTAL_COUNT_CAP of them.
    await catalog.sql.query(
      `INSERT INTO catalog.products (shop_id, name, description, price, quantity)
       SELECT $1, 'Oatcake', 'Baked today', 2, 5 FROM generate_series(1, ${TOTAL_COUNT_CAP * PRODUCT_SEARCH_SAMPLE_EVERY + 200})`,
      [bakery],
    );
    const oatcakes = async () =>
      (await otherProcess.search.products({ product: 'oatcake' }, { limit: 24, offset: 0 })).items.map(
        (item) => item.id,
      );
    const shown = await oatcakes();
    expect(shown).toHaveLength(24);
    const notShown = async (inSample: boolean) =>
      Number(
        (
          await catalog.sql.query(
            `SELECT min(id) AS id FROM catalog.products WHERE shop_id = $1 AND (id % $2 = 0) = $3 AND NOT id = ANY($4)`,
            [bakery, PRODUCT_SEARCH_SAMPLE_EVERY, inSample, shown],
          )
        ).rows[0].id,
      );
    const before = otherProcess.cache.statistics;

    await catalog.sql.query(`UPDATE catalog.products SET name = 'Oatcake Royal' WHERE id = $1`, [
      await notShown(false),
    ]);
    expect(await oatcakes()).toEqual(shown);
    const kept = otherProcess.cache.statistics;
    expect(kept.hits - before.hits).toBe(1);
    expect(kept.dropped).toBe(before.dropped);

    await catalog.sql.query(`UPDATE catalog.products SET name = 'Oatcake Royal' WHERE id = $1`, [await notShown(true)]);
    await oatcakes();
    expect(otherProcess.cache.statistics.dropped).toBeGreaterThan(kept.dropped);
  });

  it('records the words a name brings only when the vocabulary did not know them', async () => {
    const known = await catalog.sql.query(
      `SELECT count(*)::int AS n FROM catalog.search_changes WHERE scope = 'words' AND 'scone' = ANY(words)`,
    );
    const { shopId: patisserie, seller } = await otherApprovedShop(705);
    await addProduct(patisserie, seller, 'Scone');
    const after = await catalog.sql.query(
      `SELECT count(*)::int AS n FROM catalog.search_changes WHERE scope = 'words' AND 'scone' = ANY(words)`,
    );
    expect(after.rows[0].n).toBe(known.rows[0].n);
    const rows = await catalog.sql.query(
      `SELECT DISTINCT words FROM catalog.search_changes WHERE scope IN ('shop', 'product')`,
    );
    expect(rows.rows).toEqual([{ words: [] }]);
  });
});
