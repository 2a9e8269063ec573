import { DemoDataSeeder } from '../src/demo-data/demo-data.seeder';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/** Seeding the whole demo catalogue takes about 40 s alone, longer beside another suite (CI runs two at once). */
const SEEDING_TIMEOUT_MS = 180_000;

describe('the demo directory', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-demo', { SEED_DEMO_DATA: 'true' });
  }, SEEDING_TIMEOUT_MS);

  afterAll(async () => {
    await catalog?.stop();
  });

  it('fills an empty catalog with approved Irish shops over every category and twenty towns', async () => {
    const stats = await catalog.sql.query(
      `SELECT count(*)::int AS shops, count(DISTINCT category_id)::int AS categories, count(DISTINCT location)::int AS towns,
              bool_and(is_approved) AS approved,
              (SELECT count(*)::int FROM catalog.products) AS products
       FROM catalog.shops`,
    );
    expect(stats.rows[0]).toMatchObject({ categories: 8, towns: 20, approved: true });
    expect(stats.rows[0].shops).toBeGreaterThanOrEqual(60);
    expect(stats.rows[0].products).toBeGreaterThanOrEqual(stats.rows[0].shops * 3);
    expect((await catalog.outbox('shop.created')).length).toBe(stats.rows[0].shops);
  });

  it('is found by the public search, misspelt or without accents', async () => {
    const bakeries = await catalog.http().get('/api/shops?search=bakry');
    expect(bakeries.body.length).toBeGreaterThan(0);
    expect(bakeries.body[0].name).toMatch(/Bakery/);
    const cafes = await catalog.http().get('/api/shops?search=cafe&location=kilkeny');
    expect(cafes.body.map((shop: any) => shop.name)).toContain('The Kilkenny Café');
    const products = await catalog.http().get('/api/products/search?product=soda bread&category=food-beverages');
    expect(products.body.length).toBeGreaterThan(0);
    expect(Number(products.headers['x-total-count'])).toBeGreaterThanOrEqual(products.body.length);
  });

  it('does not seed twice', async () => {
    const before = (await catalog.sql.query('SELECT count(*)::int AS n FROM catalog.shops')).rows[0].n;
    const seeder = catalog.app.get(DemoDataSeeder);
    await expect(seeder.seed()).resolves.toBe(0);
    expect((await catalog.sql.query('SELECT count(*)::int AS n FROM catalog.shops')).rows[0].n).toBe(before);
  });
});
