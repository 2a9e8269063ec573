import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { owner, ProductFactory, ShopFactory } from '@app/testing';
import { SearchCache } from '../src/search/search-cache';
import { openSearchDataSource } from '../src/search/search-data-source';
import { LocalFilters, ProductFilters, ShopFilters } from '../src/search/search-sql';
import { SearchService } from '../src/search/search.service';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/**
 * Searches other than near me by the pins' box run prepared, on connections that keep the plan Postgres made without
 * the values (prepared-search-pool, SEARCH_GENERIC_PLAN_SETTINGS), near me with product words too: against a real
 * database, every kind of search answers as the same search planned for each call, page and total, past the end too.
 */
describe('prepared searches', () => {
  let catalog: CatalogHarness;
  let planned: { dataSource: DataSource; search: SearchService };
  let prepared: SearchService;
  const OWNER = owner(811, 'Deirdre Quinn');
  const CLONMEL = { latitude: 52.355, longitude: -7.7039 };

  beforeAll(async () => {
    // The cache off in the app, so every search below reaches the database.
    catalog = await startCatalogHarness('catalog-prepared-searches', { SEARCH_CACHE_ENTRIES: '0' });
    const { url } = catalog.app.get<DataSource>(getDataSourceToken()).options as { url: string };
    const dataSource = await openSearchDataSource(url);
    planned = { dataSource, search: new SearchService(dataSource, SearchCache.disabled(), 2) };
    prepared = catalog.app.get(SearchService);
    const shops = new ShopFactory(catalog, OWNER);
    const products = new ProductFactory(catalog);
    const towns = ['Clonmel', 'Cahir', 'Carrick-on-Suir'];
    for (const [index, kind] of ['Bakery', 'Hardware', 'Books', 'Bakehouse'].entries()) {
      const shop = await shops.createApproved({
        name: `Quinn ${kind}`,
        location: towns[index % towns.length],
        latitude: CLONMEL.latitude + index * 0.01,
        longitude: CLONMEL.longitude,
      });
      for (const name of ['Sourdough Loaf', 'Brown Bread', `${kind} Gift Card`, 'Claw Hammer'])
        await products.create(shop.id, { name }, OWNER);
    }
  });

  afterAll(async () => {
    await planned?.dataSource.destroy();
    await catalog?.stop();
  });

  const productSearches: ProductFilters[] = [
    { product: 'bread' },
    { product: 'sourdugh' },
    { product: 'loaf', location: 'Clonmel' },
    { product: 'gift', category: 'food-beverages' },
    { shop: 'bakery', product: 'bread' },
    { location: 'Cahir' },
    {},
  ];
  const local: LocalFilters = { radiusKm: 10, sort: 'rating' };
  // Near me with product words (the words-and-cells index), one plan for every point, radius and order.
  const nearMeWithWords: ProductFilters[] = (['relevance', 'distance', 'rating', 'newest'] as const).flatMap((sort) => [
    { product: 'bread', local: { near: CLONMEL, radiusKm: 10, sort } },
    { product: 'sourdugh', local: { near: CLONMEL, radiusKm: 1.5, sort } },
    { product: 'hammer', local: { near: { latitude: 53.35, longitude: -6.26 }, radiusKm: 50, sort } },
  ]);
  const shopSearches: ShopFilters[] = [
    { visibility: 'public', search: 'quinn' },
    { visibility: 'public', search: 'bakry' },
    { visibility: 'public', location: 'Carrick' },
    { visibility: 'public', search: 'quinn', local },
    { visibility: 'unapproved' },
  ];
  const pages = [
    { limit: 24, offset: 0 },
    { limit: 2, offset: 1 },
    { limit: 24, offset: 48 },
  ];

  it('answers every kind of search as the same search planned for each call, twice over', async () => {
    for (let round = 0; round < 2; round++) {
      for (const filters of productSearches)
        for (const paging of pages)
          expect(await prepared.products(filters, paging)).toEqual(await planned.search.products(filters, paging));
      for (const filters of shopSearches)
        for (const paging of pages)
          expect(await prepared.shops(filters, paging)).toEqual(await planned.search.shops(filters, paging));
    }
    expect((await prepared.products({ product: 'bread' }, pages[0])).total).toBe(4);
  });

  it('answers near me with product words as planned for each call, at any point, radius and order', async () => {
    for (let round = 0; round < 2; round++)
      for (const filters of nearMeWithWords)
        for (const paging of pages)
          expect(await prepared.products(filters, paging)).toEqual(await planned.search.products(filters, paging));
    const within = { near: CLONMEL, radiusKm: 10, sort: 'distance' as const };
    const breads = await prepared.products({ product: 'bread', local: within }, pages[0]);
    expect(breads.total).toBe(4);
    expect(breads.items.map((item) => Math.round(Number(item.distance_km) * 10) / 10)).toEqual([0, 1.1, 2.2, 3.3]);
    expect(
      (await prepared.products({ product: 'sourdugh', local: { ...within, radiusKm: 1.5 } }, pages[0])).total,
    ).toBe(2);
    expect(
      (
        await prepared.products(
          { product: 'hammer', local: { ...within, near: { latitude: 53.35, longitude: -6.26 } } },
          pages[0],
        )
      ).total,
    ).toBe(0);
  });

  it("runs them on connections of their own, and near me by the pins' box on the service pool", async () => {
    const nearMe = { near: CLONMEL, radiusKm: 10, sort: 'distance' as const };
    const near = await prepared.products({ local: nearMe }, pages[0]);
    expect(near).toEqual(await planned.search.products({ local: nearMe }, pages[0]));
    expect(near.total).toBe(16);
    const { rows } = await catalog.sql.query(
      `SELECT count(*)::int AS connections FROM pg_stat_activity WHERE application_name = 'marketplace-catalog-search'`,
    );
    expect(rows[0].connections).toBeGreaterThan(0);
  });
});
