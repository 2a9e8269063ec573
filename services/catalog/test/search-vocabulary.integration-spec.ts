import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/**
 * The search's database side (AddedSearchWords, AddedProductShopFacts, AddedSearchLocations): the vocabularies and
 * the product's copies of its shop's town and category are kept by triggers, whoever writes the rows, so rows are
 * written here with plain SQL as the bulk loader does, and searched through the API.
 */
describe('the search vocabulary and the copies it relies on', () => {
  let catalog: CatalogHarness;
  let food: number;
  let automotive: number;

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-search-vocabulary');
    const categories = await catalog.sql.query(`SELECT id, slug FROM catalog.categories`);
    const idOf = (slug: string) => categories.rows.find((row) => row.slug === slug).id;
    food = idOf('food-beverages');
    automotive = idOf('automotive');
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  async function insertShop(name: string, location: string, categoryId: number): Promise<number> {
    const rows = await catalog.sql.query(
      `INSERT INTO catalog.shops (owner_id, name, location, category_id, status, is_approved)
       VALUES (900, $1, $2, $3, 'approved', true) RETURNING id`,
      [name, location, categoryId],
    );
    return rows.rows[0].id;
  }

  async function insertProducts(shopId: number, names: string[]): Promise<void> {
    await catalog.sql.query(
      `INSERT INTO catalog.products (shop_id, name, price) SELECT $1, name, 5 FROM unnest($2::text[]) name`,
      [shopId, names],
    );
  }

  const names = (body: Array<{ name: string }>) => body.map((row) => row.name).sort();
  const shopIds = (body: Array<{ id: number }>) => body.map((row) => row.id);

  it('corrects a dropped, doubled or swapped letter towards the words of names, and keeps exact words exact', async () => {
    const saddlery = await insertShop('Ó Dálaigh Saddlery', 'Ennistymon', food);
    await insertShop('Saddle Street Stores', 'Ennistymon', food);
    for (const typo of ['sadlery', 'saddlerry', 'saddlrey', 'SADDLERY', 'o dalaigh'])
      expect(shopIds((await catalog.http().get(`/api/shops?search=${encodeURIComponent(typo)}`)).body)).toContain(
        saddlery,
      );
    const exact = await catalog.http().get('/api/shops?search=saddlery');
    expect(shopIds(exact.body)).toEqual([saddlery]);
    expect((await catalog.http().get('/api/shops?search=zzqxw')).body).toEqual([]);
    expect((await catalog.http().get('/api/shops?search=the')).body).toEqual([]);
  });

  it('learns the words of a renamed shop and the town of a new one', async () => {
    const renamed = await insertShop('Plain Name', 'Ballyjamesduff', food);
    expect((await catalog.http().get('/api/shops?search=chandlery')).body).toEqual([]);
    await catalog.sql.query(`UPDATE catalog.shops SET name = 'Quayside Chandlery' WHERE id = $1`, [renamed]);
    expect(shopIds((await catalog.http().get('/api/shops?search=chandlrey')).body)).toEqual([renamed]);
    const words = await catalog.sql.query(
      `SELECT word FROM catalog.search_words WHERE word IN ('quayside', 'chandlery')`,
    );
    expect(words.rows.map((row) => row.word).sort()).toEqual(['chandlery', 'quayside']);
    expect(shopIds((await catalog.http().get('/api/shops?location=ballyjamesdufff')).body)).toEqual([renamed]);
  });

  it("moves a shop's products with it to another town and category", async () => {
    const garage = await insertShop('Moving Motors', 'Castlebar', automotive);
    await insertProducts(garage, ['Tyre Rotation', 'Brake Check']);
    const inCastlebar = await catalog.http().get('/api/products/search?location=castlebar&category=automotive');
    expect(names(inCastlebar.body)).toEqual(['Brake Check', 'Tyre Rotation']);

    await catalog.sql.query(`UPDATE catalog.shops SET location = 'Westport', category_id = $2 WHERE id = $1`, [
      garage,
      food,
    ]);
    expect((await catalog.http().get('/api/products/search?location=castlebar')).body).toEqual([]);
    const moved = await catalog.http().get('/api/products/search?location=westport&category=food-beverages');
    expect(names(moved.body)).toEqual(['Brake Check', 'Tyre Rotation']);
    expect(moved.body[0].shop).toMatchObject({ location: 'Westport' });
    const copies = await catalog.sql.query(
      `SELECT DISTINCT shop_location, shop_category_id FROM catalog.products WHERE shop_id = $1`,
      [garage],
    );
    expect(copies.rows).toEqual([{ shop_location: 'Westport', shop_category_id: food }]);
  });

  it("lists a shop's products only while the shop is public and its owner in good standing", async () => {
    const shop = await catalog.sql.query(
      `INSERT INTO catalog.shops (owner_id, name, location, category_id, status, is_approved)
       VALUES (901, 'Pending Pantry', 'Carrick', $1, 'pending', false) RETURNING id`,
      [food],
    );
    const pantry: number = shop.rows[0].id;
    await insertProducts(pantry, ['Quince Paste']);
    const found = async () => names((await catalog.http().get('/api/products/search?product=quince')).body);
    const listed = async () =>
      (await catalog.sql.query(`SELECT shop_listed FROM catalog.products WHERE shop_id = $1`, [pantry])).rows;

    expect(await found()).toEqual([]);
    await catalog.sql.query(`UPDATE catalog.shops SET status = 'approved', is_approved = true WHERE id = $1`, [pantry]);
    expect(await found()).toEqual(['Quince Paste']);

    await catalog.sql.query(`INSERT INTO catalog.owner_status (owner_id, banned) VALUES (901, true)`);
    expect(await found()).toEqual([]);
    // A product added while the owner is banned is unlisted from the start, and listed once the ban is lifted.
    await insertProducts(pantry, ['Quince Jelly']);
    expect(await listed()).toEqual([{ shop_listed: false }, { shop_listed: false }]);
    await catalog.sql.query(`UPDATE catalog.owner_status SET banned = false WHERE owner_id = 901`);
    expect(await found()).toEqual(['Quince Jelly', 'Quince Paste']);

    await catalog.sql.query(`UPDATE catalog.owner_status SET subscription_phase = 2 WHERE owner_id = 901`);
    expect(await found()).toEqual([]);
    await catalog.sql.query(`DELETE FROM catalog.owner_status WHERE owner_id = 901`);
    expect(await found()).toEqual(['Quince Jelly', 'Quince Paste']);

    await catalog.sql.query(`UPDATE catalog.shops SET is_active = false WHERE id = $1`, [pantry]);
    expect(await found()).toEqual([]);
    expect(await listed()).toEqual([{ shop_listed: false }, { shop_listed: false }]);
  });

  it('counts and pages up to the cap of 1000 matches, exact below it', async () => {
    const lamps = await insertShop('Lamplighter', 'Kinsale', food);
    await insertProducts(
      lamps,
      Array.from({ length: 1050 }, (_, index) => `Storm Lantern ${index}`),
    );
    const first = await catalog.http().get('/api/products/search?product=lantern&limit=24');
    expect(first.body).toHaveLength(24);
    expect(first.headers['x-total-count']).toBe('1000');
    const last = await catalog.http().get('/api/products/search?product=lantern&limit=24&offset=984');
    expect(last.body).toHaveLength(16);
    const beyond = await catalog.http().get('/api/products/search?product=lantern&limit=24&offset=1000');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('1000');

    await insertProducts(lamps, ['Brass Hurricane Lamp', 'Hurricane Lamp Wick']);
    const few = await catalog.http().get('/api/products/search?product=hurricane&limit=1');
    expect(few.headers['x-total-count']).toBe('2');
  });

  it("takes a common word's candidates from the search sample alone, and finds a rare word's outside it", async () => {
    const chandlery = await insertShop('Harbour Chandlery', 'Kinsale', food);
    // Enough that the sample (one product in 16 by id, PRODUCT_SEARCH_SAMPLE) holds more than the cap by itself.
    await insertProducts(
      chandlery,
      Array.from({ length: 17_000 }, (_, index) => `Weathered Oar ${index}`),
    );
    const sampled = await catalog.sql.query(
      `SELECT count(*)::int AS n FROM catalog.products WHERE name LIKE 'Weathered Oar %' AND id % 16 = 0`,
    );
    expect(sampled.rows[0].n).toBeGreaterThanOrEqual(1000);

    const common = await catalog.http().get('/api/products/search?product=oar&limit=100');
    expect(common.headers['x-total-count']).toBe('1000');
    expect(common.body).toHaveLength(100);
    expect(common.body.filter((product: { id: number }) => product.id % 16 !== 0)).toEqual([]);
    const lastPage = await catalog.http().get('/api/products/search?product=oar&limit=100&offset=900');
    expect(lastPage.body).toHaveLength(100);

    await insertProducts(chandlery, ['Carved Oar Paddle']);
    const paddle = await catalog.sql.query(`SELECT id FROM catalog.products WHERE name = 'Carved Oar Paddle'`);
    const rare = await catalog.http().get('/api/products/search?product=paddle');
    expect(rare.headers['x-total-count']).toBe('1');
    expect(rare.body.map((product: { id: number }) => product.id)).toEqual([paddle.rows[0].id]);
  });
});
