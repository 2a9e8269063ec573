import { ADMIN, customer, owner, ShopFactory, leanAndExpressAnswers, stableHeaders } from '@app/testing';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/**
 * Issue 20: the directory's lists, GET /api/shops and GET /api/products/search, are answered before Express and
 * Nest (shopListLeanRead, productSearchLeanRead). The same path with a trailing slash still goes through Express's
 * router to the Nest controllers, so every request here is asked both ways and must come back the same: status,
 * headers (X-Total-Count, ETag, Cache-Control), body and errors.
 */
describe('the directory lists answered before Express (lean reads)', () => {
  let catalog: CatalogHarness;
  const OWNER = owner(311, 'Niamh Daly');
  const CUSTOMER = customer(312);

  beforeAll(async () => {
    // Views are written only when a test asks: a batch landing between the two answers would change a shop's count.
    catalog = await startCatalogHarness('catalog-list-lean-reads', { VIEW_FLUSH_INTERVAL_MS: '60000' });
    const shops = new ShopFactory(catalog, OWNER);
    await shops.createApproved({ name: 'Burren Bakehouse', location: 'Ennistymon', phone: '+353 65 707 1234' }, OWNER, [
      { name: 'Brown soda bread', price: 4.5 },
      { name: 'Barmbrack', price: 6 },
    ]);
    await shops.createApproved({ name: 'Clare Bread Company', location: 'Ennis' }, OWNER, [
      { name: 'Sourdough bread', price: 5.5 },
    ]);
    await shops.create({ name: 'Pending Pantry', location: 'Ennis' }, OWNER);
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  const bothWays = (path: string, query: string, headers: Record<string, string> = {}) =>
    leanAndExpressAnswers(() => catalog.http(), path, query, headers);

  it.each([
    ['products by word', '/api/products/search', '?product=bread'],
    ['products by word, second page', '/api/products/search', '?product=bread&limit=1&offset=1'],
    ['products with a typo, in a town', '/api/products/search', '?product=bred&location=ennis'],
    ['products by shop name, by relevance', '/api/products/search', '?shop=Burren&sort=relevance'],
    ['products, no filter', '/api/products/search', ''],
    ['shops by word', '/api/shops', '?search=bread'],
    ['shops in a town, newest first', '/api/shops', '?location=Ennis&sort=newest'],
    ['shops, no filter', '/api/shops', ''],
  ])('answers %s exactly as the Nest route does', async (_case, path, query) => {
    for (const identity of [{}, catalog.signed(CUSTOMER)]) {
      const [lean, viaExpress] = await bothWays(path, query, identity as Record<string, string>);
      expect(lean.status).toBe(200);
      expect(Array.isArray(lean.body)).toBe(true);
      expect(lean.headers['x-total-count']).toMatch(/^\d+$/);
      expect(lean.body).toEqual(viaExpress.body);
      expect(stableHeaders(lean)).toEqual(stableHeaders(viaExpress));
      expect(lean.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('finds what the lists hold: matches, totals and contact details for signed-in people only', async () => {
    const products = await catalog.http().get('/api/products/search?product=bread').expect(200);
    expect(products.headers['x-total-count']).toBe('2');
    expect(products.body.map((product: { name: string }) => product.name).sort()).toEqual([
      'Brown soda bread',
      'Sourdough bread',
    ]);
    const visitor = await catalog.http().get('/api/shops?search=burren').expect(200);
    expect(visitor.body).toEqual([expect.objectContaining({ name: 'Burren Bakehouse', phone: null })]);
    const signedIn = await catalog.http().get('/api/shops?search=burren').set(catalog.signed(CUSTOMER)).expect(200);
    expect(signedIn.body).toEqual([expect.objectContaining({ name: 'Burren Bakehouse', phone: '+353 65 707 1234' })]);
  });

  it('lists shops awaiting approval to an admin only, as the Nest route does', async () => {
    const [adminLean, adminExpress] = await bothWays(
      '/api/shops',
      '?approved=false',
      catalog.signed(ADMIN) as Record<string, string>,
    );
    expect(adminLean.body.map((shop: { name: string }) => shop.name)).toContain('Pending Pantry');
    expect(adminLean.body).toEqual(adminExpress.body);
    const [publicLean, publicExpress] = await bothWays('/api/shops', '?approved=false');
    expect(publicLean.body.map((shop: { name: string }) => shop.name)).not.toContain('Pending Pantry');
    expect(publicLean.body).toEqual(publicExpress.body);
  });

  it('answers 304 without a body while the list is unchanged', async () => {
    const first = await catalog.http().get('/api/products/search?product=bread');
    const again = await catalog
      .http()
      .get('/api/products/search?product=bread')
      .set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers['x-total-count']).toBe('2');
  });

  it.each([
    ['a limit of 0', '/api/products/search', '?limit=0'],
    ['a limit that is not a number', '/api/shops', '?limit=many'],
    ['a word given twice', '/api/products/search', '?product=bread&product=cake'],
    ['an unknown sort', '/api/shops', '?sort=sideways'],
    ['a distance order with no place', '/api/shops', '?sort=distance'],
    ['a place that is neither coordinates nor a town', '/api/products/search', '?near=Atlantis'],
  ])('answers %s with the same error as the Nest route', async (_case, path, query) => {
    const [lean, viaExpress] = await bothWays(path, query, { 'x-request-id': 'list-lean-read-test' });
    expect(lean.status).toBe(400);
    expect(lean.body).toMatchObject({ statusCode: 400, requestId: 'list-lean-read-test' });
    expect(typeof lean.body.message).toBe('string');
    expect(viaExpress.body).toEqual(lean.body);
    expect(stableHeaders(lean)).toEqual(stableHeaders(viaExpress));
  });
});
