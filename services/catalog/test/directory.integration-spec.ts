import {
  ADMIN,
  customer,
  owner,
  ProductFactory,
  ProductFields,
  ShopFactory,
  SubscriptionEventFactory,
} from '@app/testing';
import { ShopViewRecorder } from '../src/visits/shop-view-recorder';
import { CatalogHarness, flushViews, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

describe('the directory: shops, products, search, visits and moderation', () => {
  let catalog: CatalogHarness;
  const OWNER = owner(101, 'Aoife Byrne');
  const OTHER_OWNER = owner(102, 'Brian Kelly');
  const CUSTOMER = customer(201);
  let shops: ShopFactory;
  let products: ProductFactory;
  let subscriptions: SubscriptionEventFactory;

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-directory');
    shops = new ShopFactory(catalog);
    products = new ProductFactory(catalog);
    subscriptions = new SubscriptionEventFactory(catalog);
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  const as = (identity: object) => catalog.signed(identity);

  async function categoryId(slug: string): Promise<number> {
    const rows = await catalog.sql.query('SELECT id FROM catalog.categories WHERE slug = $1', [slug]);
    return rows.rows[0].id;
  }

  /** Products of the given names at 5 EUR, for search tests. */
  const madeFresh = (names: string[]): ProductFields[] =>
    names.map((name) => ({ name, description: `${name} made fresh` }));

  describe('shops and products', () => {
    it('creates a pending shop, publishes shop.created and refuses bad input with the form messages', async () => {
      const food = await categoryId('food-beverages');
      const shop = await shops.create(
        {
          name: 'Pending Pantry',
          location: 'Sligo',
          phone: '071 915 0000',
          email: 'hello@pantry.ie',
          categoryId: food,
        },
        OWNER,
      );
      expect(shop).toMatchObject({
        ownerId: 101,
        status: 'pending',
        isApproved: false,
        category: { slug: 'food-beverages' },
        _count: { products: 0 },
      });
      const events = await catalog.outbox('shop.created');
      expect(events.find((event) => event.payload.shopId === shop.id)).toMatchObject({
        payload: { name: 'Pending Pantry', status: 'pending' },
        actor: { id: 101, role: 'shop_owner', name: 'Aoife Byrne' },
      });

      const cases: Array<[object, string]> = [
        [{ name: '', location: 'Cork' }, 'Shop name is required'],
        [{ name: 'X', location: '' }, 'Location is required'],
        [{ name: 'X', location: 'Cork', email: 'nope' }, 'Please enter a valid email address'],
        [{ name: 'X', location: 'Cork', categoryId: 999 }, 'Please choose a category'],
      ];
      for (const [body, message] of cases) {
        const response = await catalog.http().post('/api/shops').set(as(OWNER)).send(body);
        expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
      }
    });

    it('lets only shop owners create shops, and never banned ones', async () => {
      const body = { name: 'Nope', location: 'Cork' };
      expect((await catalog.http().post('/api/shops').send(body)).status).toBe(401);
      expect((await catalog.http().post('/api/shops').set(as(CUSTOMER)).send(body)).status).toBe(403);
      const banned = await catalog
        .http()
        .post('/api/shops')
        .set(as({ ...OWNER, banned: true }))
        .send(body);
      expect(banned.status).toBe(403);
      expect(banned.body.message).toBe('Your account has been suspended.');
    });

    it("adds products only to the owner's own shops, with the product form's messages", async () => {
      const shop = await shops.create({ name: 'Product Rules Shop', location: 'Ennis' }, OWNER);
      const product = await products.create(shop.id, { name: 'Turf Briquettes', price: '6.5', quantity: 12 }, OWNER);
      expect(product).toMatchObject({ price: '6.50', quantity: 12, shopId: shop.id, isActive: true });
      const defaulted = await products.create(shop.id, { name: 'Kindling', price: 3 }, OWNER);
      expect(defaulted.quantity).toBe(1);
      expect((await catalog.outbox('product.created')).map((event) => event.payload.productId)).toContain(product.id);

      const other = await catalog
        .http()
        .post(`/api/shops/${shop.id}/products`)
        .set(as(OTHER_OWNER))
        .send({ name: 'X', price: 1 });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('You can only add products to your own shops.');
      const cases: Array<[object, string]> = [
        [{ name: '', price: 1 }, 'Product name is required'],
        [{ name: 'X', price: -1 }, 'Price must be positive'],
        [{ name: 'X', price: 0 }, 'Please enter a valid price greater than 0.'],
        [{ name: 'X', price: 1, quantity: -2 }, 'Quantity cannot be negative'],
      ];
      for (const [body, message] of cases) {
        const response = await catalog.http().post(`/api/shops/${shop.id}/products`).set(as(OWNER)).send(body);
        expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
      }
      const missing = await catalog
        .http()
        .post('/api/shops/999999/products')
        .set(as(OWNER))
        .send({ name: 'X', price: 1 });
      expect(missing.status).toBe(404);
    });

    it("refuses another owner's delete with the spec's message and lets the owner and admins delete", async () => {
      const shop = await shops.create({ name: 'Delete Rules Shop', location: 'Navan' }, OWNER);
      const first = await products.create(shop.id, { name: 'Hurley', price: 30 }, OWNER);
      const second = await products.create(shop.id, { name: 'Sliotar', price: 8 }, OWNER);

      const refused = await catalog.http().delete(`/api/products/${first.id}`).set(as(OTHER_OWNER));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You can only delete your own products.');

      const deleted = await catalog.http().delete(`/api/products/${first.id}`).set(as(OWNER));
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Product deleted successfully.');
      expect((await catalog.http().delete(`/api/products/${second.id}`).set(as(ADMIN))).status).toBe(200);
      expect((await catalog.http().delete(`/api/products/${second.id}`).set(as(OWNER))).status).toBe(404);
      const events = await catalog.outbox('product.deleted');
      expect(events.map((event) => event.payload.productId)).toEqual(expect.arrayContaining([first.id, second.id]));
    });

    it("lists the owner's own shops with every product at /api/my-shops", async () => {
      const mine = owner(150, 'Mine Owner');
      const a = await shops.create({ name: 'Mine A', location: 'Carlow' }, mine);
      const b = await shops.create({ name: 'Mine B', location: 'Carlow' }, mine);
      await products.create(a.id, { name: 'Carlow Cheese', price: 7 }, mine);
      await products.create(b.id, { name: 'Carlow Honey', price: 9 }, mine);
      await products.create(b.id, { name: 'Carlow Jam', price: 4 }, mine);
      const response = await catalog.http().get('/api/my-shops').set(as(mine));
      expect(response.status).toBe(200);
      expect(response.body.map((shop: any) => [shop.name, shop.products.length, shop._count.products])).toEqual([
        ['Mine B', 2, 2],
        ['Mine A', 1, 1],
      ]);
      expect(response.body[0].phone).toBeNull();
      expect((await catalog.http().get('/api/my-shops')).status).toBe(401);
    });
  });

  describe('moderation', () => {
    it('keeps a shop out of the public lists until approved, and approves only with an active subscription', async () => {
      const moderated = owner(300, 'Mod Owner');
      const shop = await shops.create({ name: 'Moderation Mercantile', location: 'Westport' }, moderated);
      await products.create(shop.id, { name: 'Moderation Marmalade', price: 5 }, moderated);

      const pending = await catalog.http().get('/api/admin/pending-shops').set(as(ADMIN));
      expect(pending.status).toBe(200);
      expect(pending.body.find((row: any) => row.id === shop.id)).toMatchObject({
        status: 'pending',
        owner: { id: 300, firstName: 'Mod', lastName: 'Owner' },
        totalProducts: 1,
        ownerSubscriptionActive: false,
        approvalBlockedReason: 'The owner has no active subscription yet.',
      });
      expect((await catalog.http().get('/api/shops?search=Moderation')).body).toEqual([]);
      expect((await catalog.http().get('/api/products/search?product=Marmalade')).body).toEqual([]);
      expect((await catalog.http().get(`/api/shops/${shop.id}`)).status).toBe(404);
      expect((await catalog.http().get(`/api/shops/${shop.id}`).set(as(OTHER_OWNER))).body.message).toBe(
        'Shop not found',
      );
      expect((await catalog.http().get(`/api/shops/${shop.id}`).set(as(moderated))).status).toBe(200);
      const unapproved = await catalog.http().get('/api/shops?approved=false').set(as(ADMIN));
      expect(unapproved.body.map((row: any) => row.id)).toContain(shop.id);
      const notForPublic = await catalog.http().get('/api/shops?approved=false&search=Moderation');
      expect(notForPublic.body).toEqual([]);

      const refused = await catalog.http().put(`/api/admin/shops/${shop.id}/approve`).set(as(ADMIN));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('The owner has no active subscription yet.');
      expect((await catalog.http().patch(`/api/admin/shops/${shop.id}/approve`).set(as(moderated))).status).toBe(403);

      const paid = await subscriptions.create({ userId: 300 });
      const approved = await catalog
        .http()
        .put(`/api/admin/shops/${shop.id}/approve`)
        .set(catalog.signed(ADMIN, { ip: '203.0.113.7', userAgent: 'AdminBrowser/1.0' }))
        // What anyone reaching catalog's port could write: never read.
        .set('x-forwarded-for', '198.51.100.66')
        .set('user-agent', 'Forged/1.0');
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({
        message: 'Shop approved successfully.',
        shop: { status: 'approved', isApproved: true, ownerSubscriptionActive: true, approvalBlockedReason: null },
      });
      const event = (await catalog.outbox('shop.approved')).find((row) => row.payload.shopId === shop.id);
      expect(event).toMatchObject({
        payload: { ownerId: 300, name: 'Moderation Mercantile' },
        actor: {
          id: 1,
          role: 'admin',
          name: 'Admin Person',
          email: 'admin@example.ie',
          ip: '203.0.113.7',
          userAgent: 'AdminBrowser/1.0',
        },
      });
      expect((await catalog.http().get('/api/shops?search=Moderation')).body.map((row: any) => row.id)).toEqual([
        shop.id,
      ]);

      await catalog.deliver('subscription.expired', { subscriptionId: paid.subscriptionId, userId: 300 });
      const later = await shops.create({ name: 'Moderation Too', location: 'Westport' }, moderated);
      expect((await catalog.http().patch(`/api/admin/shops/${later.id}/approve`).set(as(ADMIN))).status).toBe(409);

      // Expired (issue 16): the shop leaves the lists, search and its public page; its owner still sees it, marked.
      const expiredId = paid.subscriptionId;
      const publicIds = async () =>
        (await catalog.http().get('/api/shops?search=Moderation')).body.map((row: any) => row.id);
      expect(await publicIds()).toEqual([]);
      expect((await catalog.http().get('/api/shops?limit=100')).body.map((row: any) => row.id)).not.toContain(shop.id);
      expect((await catalog.http().get(`/api/shops/${shop.id}`)).status).toBe(404);
      expect((await catalog.http().get(`/api/shops/${shop.id}`).set(as(moderated))).status).toBe(200);
      const mine = async () =>
        (await catalog.http().get('/api/my-shops').set(as(moderated))).body.find((row: any) => row.id === shop.id);
      expect(await mine()).toMatchObject({ isApproved: true, subscriptionExpired: true });

      // Renewed: back without a new approval; a late expiry of the older subscription changes nothing.
      await subscriptions.create({ userId: 300 });
      expect(await publicIds()).toEqual([shop.id]);
      expect((await catalog.http().get(`/api/shops/${shop.id}`)).status).toBe(200);
      expect(await mine()).toMatchObject({ isApproved: true, subscriptionExpired: false });
      await catalog.deliver('subscription.expired', { subscriptionId: expiredId, userId: 300 });
      expect(await publicIds()).toEqual([shop.id]);
    });

    it('rejects with a reason or the default one, lists by status and removes shops', async () => {
      const rejected = owner(301, 'Reject Owner');
      const a = await shops.create({ name: 'Rejected Rags', location: 'Tralee' }, rejected);
      const b = await shops.create({ name: 'Rejected Rugs', location: 'Tralee' }, rejected);
      const withReason = await catalog
        .http()
        .put(`/api/admin/shops/${a.id}/reject`)
        .set(as(ADMIN))
        .send({ reason: 'Duplicate listing' });
      expect(withReason.status).toBe(200);
      expect(withReason.body).toMatchObject({ message: 'Shop rejected successfully.', shop: { status: 'rejected' } });
      expect((await catalog.http().patch(`/api/admin/shops/${b.id}/reject`).set(as(ADMIN))).status).toBe(200);
      const reasons = (await catalog.outbox('shop.rejected')).filter((row) => row.payload.ownerId === 301);
      expect(reasons.map((row) => [row.payload.reason, row.actor.reason])).toEqual([
        ['Duplicate listing', 'Duplicate listing'],
        ['No reason provided', 'No reason provided'],
      ]);

      const simple = await catalog.http().get('/api/admin/all-shops?status=rejected').set(as(ADMIN));
      expect(simple.body.shops.map((row: any) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(simple.body.shops.every((row: any) => row.status === 'rejected')).toBe(true);
      const enhanced = await catalog
        .http()
        .get('/api/admin/all-shops?page=1&limit=1&search=rejected r&status=all&sortBy=name&sortOrder=asc')
        .set(as(ADMIN));
      expect(enhanced.body).toMatchObject({ totalCount: 2, totalPages: 2, shops: [{ name: 'Rejected Rags' }] });
      expect((await catalog.http().get('/api/admin/all-shops?limit=500').set(as(ADMIN))).body.message).toBe(
        'limit must be at most 100',
      );
      expect((await catalog.http().get('/api/admin/all-shops').set(as(OWNER))).status).toBe(403);

      const removed = await catalog.http().delete(`/api/admin/shops/${a.id}`).set(as(ADMIN));
      expect(removed.body).toEqual({ message: 'Shop removed successfully.' });
      expect((await catalog.outbox('shop.removed')).map((row) => row.payload.shopId)).toContain(a.id);
      expect((await catalog.http().delete(`/api/admin/shops/${a.id}`).set(as(ADMIN))).status).toBe(404);
    });
  });

  describe('search', () => {
    let bakery: any;
    let cafe: any;
    let garage: any;

    beforeAll(async () => {
      const searchOwner = owner(400, 'Search Owner');
      bakery = await shops.createApproved(
        {
          name: "Murphy's Bakery",
          location: 'Cork',
          description: 'Soda bread and scones',
          categoryId: await categoryId('food-beverages'),
        },
        searchOwner,
        madeFresh(['Brown Soda Bread', 'Barmbrack']),
      );
      cafe = await shops.createApproved(
        {
          name: 'Café Nóra',
          location: 'Dún Laoghaire',
          description: 'Coffee and cake',
          categoryId: await categoryId('food-beverages'),
        },
        searchOwner,
        madeFresh(['Flat White']),
      );
      garage = await shops.createApproved(
        {
          name: 'Kelly Motors',
          location: 'Galway',
          description: 'Servicing and NCT',
          categoryId: await categoryId('automotive'),
        },
        searchOwner,
        madeFresh(['Full Car Service', 'Bakery Van Valet']),
      );
    });

    const ids = (body: any[]) => body.map((row) => row.id);

    it('finds shops by name, by a misspelt name and without accents, ranked', async () => {
      expect(ids((await catalog.http().get('/api/shops?approved=true&search=bakery')).body)).toEqual([bakery.id]);
      expect(ids((await catalog.http().get('/api/shops?search=bakry')).body)).toContain(bakery.id);
      expect(ids((await catalog.http().get('/api/shops?search=BAKRY')).body)[0]).toBe(bakery.id);
      expect(ids((await catalog.http().get('/api/shops?search=cafe nora')).body)).toEqual([cafe.id]);
      expect(ids((await catalog.http().get('/api/shops?search=soda')).body)).toEqual([bakery.id]);
    });

    it('filters shops by location (accent-insensitive) and category, combined', async () => {
      expect(ids((await catalog.http().get('/api/shops?location=cork')).body)).toEqual([bakery.id]);
      expect(ids((await catalog.http().get('/api/shops?location=dun laoghaire')).body)).toEqual([cafe.id]);
      expect(ids((await catalog.http().get('/api/shops?category=automotive')).body)).toEqual([garage.id]);
      expect(
        ids((await catalog.http().get('/api/shops?category=food-beverages&location=Cork&search=murphy')).body),
      ).toEqual([bakery.id]);
      expect((await catalog.http().get('/api/shops?category=automotive&location=Cork')).body).toEqual([]);
    });

    it('finds products by product, shop, misspelling, location and category with the shop nested', async () => {
      const byName = await catalog.http().get('/api/products/search?product=soda bread');
      expect(byName.status).toBe(200);
      expect(byName.body[0]).toMatchObject({
        name: 'Brown Soda Bread',
        price: '5.00',
        category: 'Food & Beverages',
        shop: { id: bakery.id, name: "Murphy's Bakery", location: 'Cork' },
      });
      const byShop = await catalog.http().get('/api/products/search?shop=bakry');
      expect(byShop.body.map((row: any) => row.name).sort()).toEqual(['Barmbrack', 'Brown Soda Bread']);
      const typo = await catalog.http().get('/api/products/search?product=barmbrak');
      expect(typo.body.map((row: any) => row.name)).toEqual(['Barmbrack']);
      const located = await catalog.http().get('/api/products/search?location=galway&category=automotive');
      expect(located.body.map((row: any) => row.name).sort()).toEqual(['Bakery Van Valet', 'Full Car Service']);
      const combined = await catalog
        .http()
        .get('/api/products/search?product=valet&shop=kelly&location=galway&category=automotive');
      expect(combined.body.map((row: any) => row.name)).toEqual(['Bakery Van Valet']);
      const accents = await catalog.http().get('/api/products/search?shop=cafe');
      expect(accents.body.map((row: any) => row.name)).toEqual(['Flat White']);
    });

    it('pages with limit and offset and puts the total in X-Total-Count', async () => {
      const first = await catalog.http().get('/api/products/search?location=galway&limit=1');
      expect(first.headers['x-total-count']).toBe('2');
      expect(first.body).toHaveLength(1);
      const second = await catalog.http().get('/api/products/search?location=galway&limit=1&offset=1');
      expect(second.headers['x-total-count']).toBe('2');
      expect(second.body[0].id).not.toBe(first.body[0].id);
      const beyond = await catalog.http().get('/api/products/search?location=galway&limit=1&offset=5');
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('2');
      const shops = await catalog.http().get('/api/shops?limit=2');
      expect(Number(shops.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
      expect((await catalog.http().get('/api/shops?limit=101')).body.message).toBe('limit must be at most 100');
    });

    it('shows contact fields to signed-in people only', async () => {
      const anonymous = await catalog.http().get(`/api/shops?search=murphy`);
      expect(anonymous.body[0]).toMatchObject({ phone: null, email: null, website: null, address: null });
      await catalog.sql.query(`UPDATE catalog.shops SET phone = '+353 21 427 1234' WHERE id = $1`, [bakery.id]);
      const signedIn = await catalog.http().get(`/api/shops/${bakery.id}`).set(as(CUSTOMER));
      expect(signedIn.body.phone).toBe('+353 21 427 1234');
      const visitor = await catalog.http().get(`/api/shops/${bakery.id}`);
      expect(visitor.body).toMatchObject({ phone: null, email: null, website: null, address: null });
    });

    it("counts a view, records the visit and publishes it in its flush's shop.visits.recorded", async () => {
      const before = (await catalog.sql.query('SELECT view_count FROM catalog.shops WHERE id = $1', [garage.id]))
        .rows[0].view_count;
      const response = await catalog
        .http()
        .get(`/api/shops/${garage.id}`)
        .set(catalog.signed({ guestSessionId: 77 }, { ip: '198.51.100.9', userAgent: 'Visitor/1.0' }))
        .set('x-forwarded-for', '198.51.100.66')
        .set('referer', 'https://www.google.ie/');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ viewCount: before, _count: { products: 2 } });
      expect(response.body.products).toHaveLength(2);
      await flushViews(catalog);
      const visits = await catalog.sql.query('SELECT * FROM catalog.shop_visits WHERE shop_id = $1 ORDER BY id DESC', [
        garage.id,
      ]);
      const now = new Date();
      expect(visits.rows[0]).toMatchObject({
        user_id: null,
        guest_session_id: 77,
        ip_address: '198.51.100.9',
        user_agent: 'Visitor/1.0',
        referrer: 'https://www.google.ie/',
        year: now.getUTCFullYear(),
      });
      const visitId = Number(visits.rows[0].id);
      const recorded = (await catalog.outbox('shop.visits.recorded')).find((row) =>
        row.payload.visits.some((visit: { visitId: number }) => visit.visitId === visitId),
      );
      expect(recorded?.actor).toEqual({ role: 'system' });
      expect(recorded?.payload.visits.find((visit: { visitId: number }) => visit.visitId === visitId)).toEqual({
        visitId,
        shopId: garage.id,
        shopName: 'Kelly Motors',
        shopLocation: 'Galway',
        userId: null,
        guestSessionId: 77,
        ipAddress: '198.51.100.9',
        userAgent: 'Visitor/1.0',
        referrer: 'https://www.google.ie/',
        visitedAt: new Date(visits.rows[0].visited_at).toISOString(),
      });

      await catalog.http().get(`/api/shops/${garage.id}`).set(as(CUSTOMER));
      await flushViews(catalog);
      const customerVisit = await catalog.sql.query(
        'SELECT user_id FROM catalog.shop_visits WHERE shop_id = $1 ORDER BY id DESC LIMIT 1',
        [garage.id],
      );
      expect(customerVisit.rows[0].user_id).toBe(201);
      const ownView = await catalog
        .http()
        .get(`/api/shops/${garage.id}`)
        .set(as(owner(400)));
      expect(ownView.body.viewCount).toBe(before + 2);
    });

    it('publishes a large flush as several shop.visits.recorded of at most 500 visits, every visit once', async () => {
      const recorder = catalog.app.get(ShopViewRecorder);
      const before = (await catalog.sql.query('SELECT view_count FROM catalog.shops WHERE id = $1', [garage.id]))
        .rows[0].view_count;
      // Recorded in one turn of the event loop: the interval's flush cannot split them.
      for (let i = 0; i < 1201; i++) {
        recorder.record({
          shopId: garage.id,
          shopName: 'Kelly Motors',
          shopLocation: 'Galway',
          userId: null,
          guestSessionId: null,
          ip: '203.0.113.5',
          userAgent: 'Chunked/1.0',
          referrer: null,
          searchTerm: null,
          visitedAt: new Date(),
        });
      }
      await flushViews(catalog);

      const written = await catalog.sql.query(
        "SELECT id::int FROM catalog.shop_visits WHERE user_agent = 'Chunked/1.0' ORDER BY id",
      );
      const events = (await catalog.outbox('shop.visits.recorded'))
        .map((row) => row.payload.visits as Array<{ visitId: number; userAgent: string }>)
        .filter((visits) => visits.some((visit) => visit.userAgent === 'Chunked/1.0'));
      expect(events.map((visits) => visits.length).sort((a, b) => b - a)).toEqual([500, 500, 201]);
      const published = events.flat().map((visit) => visit.visitId);
      expect(published.sort((a, b) => a - b)).toEqual(written.rows.map((row) => row.id));
      expect(written.rows).toHaveLength(1201);
      const after = (await catalog.sql.query('SELECT view_count FROM catalog.shops WHERE id = $1', [garage.id])).rows[0]
        .view_count;
      expect(after - before).toBe(1201);
    });

    it('keeps the rating and review count from review events', async () => {
      await catalog.deliver('review.created', {
        reviewId: 1,
        shopId: bakery.id,
        userId: 201,
        rating: 4,
        shopAverage: 4.333333,
        shopReviewCount: 3,
      });
      const shop = await catalog.http().get(`/api/shops/${bakery.id}`);
      expect(shop.body).toMatchObject({ rating: '4.33', reviewCount: 3 });
      await catalog.deliver('review.updated', {
        reviewId: 1,
        shopId: bakery.id,
        userId: 201,
        rating: 5,
        shopAverage: 4.5,
        shopReviewCount: 3,
      });
      const product = await catalog.http().get('/api/products/search?product=barmbrack');
      expect(product.body[0].shop).toMatchObject({ rating: '4.50', reviewCount: 3 });
    });

    it('shows the breakdown of ratings on the shop page, follows review.hidden and ignores an older version', async () => {
      const breakdown = (one: number, five: number) => ({ '1': one, '2': 0, '3': 0, '4': 0, '5': five });
      await catalog.deliver('review.created', {
        reviewId: 2,
        shopId: bakery.id,
        userId: 202,
        rating: 1,
        shopAverage: 3,
        shopReviewCount: 2,
        shopRatingVersion: 10,
        shopRatingBreakdown: breakdown(1, 1),
      });
      const shop = await catalog.http().get(`/api/shops/${bakery.id}`);
      expect(shop.body).toMatchObject({ rating: '3.00', reviewCount: 2, ratingBreakdown: breakdown(1, 1) });
      await catalog.deliver('review.hidden', {
        reviewId: 2,
        shopId: bakery.id,
        shopName: 'Murphy’s',
        reportIds: [7],
        userId: 202,
        rating: 1,
        shopAverage: 5,
        shopReviewCount: 1,
        shopRatingVersion: 11,
        shopRatingBreakdown: breakdown(0, 1),
      });
      // A late event of an older version changes nothing.
      await catalog.deliver('review.updated', {
        reviewId: 2,
        shopId: bakery.id,
        userId: 202,
        rating: 1,
        shopAverage: 3,
        shopReviewCount: 2,
        shopRatingVersion: 9,
        shopRatingBreakdown: breakdown(1, 1),
      });
      const after = await catalog.http().get(`/api/shops/${bakery.id}`);
      expect(after.body).toMatchObject({ rating: '5.00', reviewCount: 1, ratingBreakdown: breakdown(0, 1) });
    });

    it("drops banned owners' shops from the public lists and brings them back when lifted", async () => {
      await catalog.deliver('user.suspended', { userId: 400, role: 'shop_owner', reason: 'Spam' });
      expect((await catalog.http().get('/api/shops?search=murphy')).body).toEqual([]);
      expect((await catalog.http().get('/api/products/search?product=barmbrack')).body).toEqual([]);
      expect((await catalog.http().get(`/api/shops/${bakery.id}`)).status).toBe(404);
      await catalog.deliver('user.unsuspended', { userId: 400, role: 'shop_owner' });
      expect(ids((await catalog.http().get('/api/shops?search=murphy')).body)).toEqual([bakery.id]);
    });
  });

  it("removes a deleted person's shops, products and visits, publishing shop.removed", async () => {
    const leaving = owner(500, 'Leaving Owner');
    const shop = await shops.createApproved(
      { name: 'Leaving Larder', location: 'Clonmel' },
      leaving,
      madeFresh(['Leaving Loaf']),
    );
    await catalog
      .http()
      .get(`/api/shops/${shop.id}`)
      .set(as(customer(501)));
    await flushViews(catalog);
    const visitsBefore = await catalog.sql.query(
      'SELECT count(*)::int AS n FROM catalog.shop_visits WHERE user_id = 501',
    );
    expect(visitsBefore.rows[0].n).toBe(1);

    await catalog.deliver('user.deleted', { userId: 500, role: 'shop_owner', displayName: 'Leaving Owner' });
    await catalog.deliver('user.deleted', { userId: 501, role: 'customer', displayName: 'Ciara Walsh' });
    const counts = await catalog.sql.query(
      `SELECT (SELECT count(*) FROM catalog.shops WHERE owner_id = 500)::int AS shops,
              (SELECT count(*) FROM catalog.products WHERE shop_id = $1)::int AS products,
              (SELECT count(*) FROM catalog.shop_visits WHERE shop_id = $1 OR user_id IN (500, 501))::int AS visits,
              (SELECT count(*) FROM catalog.owner_status WHERE owner_id = 500)::int AS owners`,
      [shop.id],
    );
    expect(counts.rows[0]).toEqual({ shops: 0, products: 0, visits: 0, owners: 0 });
    const removed = (await catalog.outbox('shop.removed')).find((row) => row.payload.shopId === shop.id);
    expect(removed).toMatchObject({ payload: { ownerId: 500, name: 'Leaving Larder' }, actor: { role: 'system' } });
  });
});
