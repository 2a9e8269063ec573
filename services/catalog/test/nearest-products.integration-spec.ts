import { owner, ShopFactory } from '@app/testing';
import { distanceMetres, PRODUCT_SHOP_PIN } from '../src/local/geo-distance';
import { LocalFilters, TOTAL_COUNT_CAP } from '../src/search/search-sql';
import { SearchService } from '../src/search/search.service';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(90_000);

/** Far from every other test's shops, so the circles below hold only this file's products. */
const CENTRE = { latitude: 60.0, longitude: 5.0 };
/** earthdistance's sphere (earth() = 6,378,168 m): the kilometres of one degree of latitude. */
const KM_PER_DEGREE = (6378.168 * Math.PI) / 180;
/** Shops due north of the centre (km); two share a pin, so their products tie on distance. */
const SHOP_KM = [0.4, 1.2, 1.2, 2.5, 3.1, 4.8, 6.0, 7.7, 9.2, 9.9, 10.4, 14];
const PRODUCTS_PER_SHOP = 110;

/**
 * Products near a point by distance, with no words, town or category, are found nearest first in the pins' index
 * and the circle shrunk to the TOTAL_COUNT_CAP-th of them (search-sql's shrunkRadius): every page and the total must
 * be those of the whole circle sorted by distance, newest first among equals, then by id.
 */
describe('products near a point, nearest first', () => {
  let catalog: CatalogHarness;
  let search: SearchService;

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-nearest-products', { SEARCH_CACHE_ENTRIES: '0' });
    search = catalog.app.get(SearchService);
    const shops = new ShopFactory(catalog, owner(851, 'Ingrid Dahl'));
    for (const [index, km] of SHOP_KM.entries()) {
      const shop = await shops.createApproved({
        name: `Fjord Shop ${index}`,
        location: 'Bergen',
        latitude: CENTRE.latitude + km / KM_PER_DEGREE,
        longitude: CENTRE.longitude,
      });
      // As the large data set's generator adds them: the triggers copy the shop's pin and listing onto each.
      await catalog.sql.query(
        `INSERT INTO catalog.products (shop_id, name, description, price, quantity, created_at, updated_at)
         SELECT $1, 'Fjord item ' || g, 'Made near the fjord', 10, 1, now() - (g % 7) * interval '1 day', now()
         FROM generate_series(1, $2) g`,
        [shop.id, PRODUCTS_PER_SHOP],
      );
    }
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  /** Every product of the circle, in the list's order, computed without any shortcut. */
  async function wholeCircle(radiusKm: number): Promise<number[]> {
    const distance = distanceMetres('$1::float8', '$2::float8', PRODUCT_SHOP_PIN);
    const { rows } = await catalog.sql.query<{ id: number }>(
      `SELECT p.id FROM catalog.products p WHERE p.is_active AND p.shop_listed AND p.shop_latitude IS NOT NULL
         AND ${distance} <= $3::float8
       ORDER BY ${distance}, p.created_at DESC, p.id DESC`,
      [CENTRE.latitude, CENTRE.longitude, radiusKm * 1000],
    );
    return rows.map((row) => row.id);
  }

  it.each([
    [10, SHOP_KM.filter((km) => km <= 10).length * PRODUCTS_PER_SHOP],
    [3, SHOP_KM.filter((km) => km <= 3).length * PRODUCTS_PER_SHOP],
    [50, SHOP_KM.length * PRODUCTS_PER_SHOP],
  ])('within %d km answers every page and the total as the whole circle (%d products)', async (radiusKm, inCircle) => {
    const expected = await wholeCircle(radiusKm);
    expect(expected).toHaveLength(inCircle);
    const local: LocalFilters = { near: CENTRE, radiusKm, sort: 'distance' };
    for (const offset of [0, 24, 437, 960, 990, 1000]) {
      const page = await search.products({ local }, { limit: 24, offset });
      expect(page.total).toBe(Math.min(inCircle, TOTAL_COUNT_CAP));
      const ids = page.items.map((item) => (item as { id: number }).id);
      expect(ids).toEqual(expected.slice(offset, Math.min(offset + 24, TOTAL_COUNT_CAP)));
    }
  });

  it('finds nothing in a circle without products', async () => {
    const local: LocalFilters = { near: { latitude: 61.5, longitude: 5.0 }, radiusKm: 10, sort: 'distance' };
    expect(await search.products({ local }, { limit: 24, offset: 0 })).toEqual({ items: [], total: 0 });
  });

  it('serves the same pages over HTTP, with their distances', async () => {
    const response = await catalog
      .http()
      .get('/api/products/search')
      .query({ near: `${CENTRE.latitude},${CENTRE.longitude}`, radiusKm: 10, sort: 'distance' });
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(TOTAL_COUNT_CAP));
    expect(response.body.map((product: { id: number }) => product.id)).toEqual((await wholeCircle(10)).slice(0, 24));
    expect(response.body[0].shop.distanceKm).toBe(0.4);
  });
});
