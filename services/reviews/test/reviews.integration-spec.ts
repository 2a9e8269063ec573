import { customer, owner, ReviewsHarness, startReviewsHarness } from './support/reviews-harness';

jest.setTimeout(60_000);

describe('reviews and favourites', () => {
  let reviews: ReviewsHarness;
  let nextShopId = 500;
  const OWNER = owner(101);
  const CIARA = customer(201, 'Ciara Walsh');
  const DARA = customer(202, 'Dara Kelly');

  beforeAll(async () => {
    reviews = await startReviewsHarness('reviews-domain');
    await reviews.deliver('user.registered', {
      userId: 201,
      role: 'customer',
      isAdmin: false,
      firstName: 'Ciara',
      lastName: 'Walsh',
      email: 'ciara@example.ie',
      phone: null,
      city: 'Galway',
      createdAt: new Date().toISOString(),
    });
  });

  afterAll(async () => {
    await reviews?.stop();
  });

  const as = (identity: object) => reviews.signed(identity);

  async function createShop(approved: boolean, ownerId = 101): Promise<number> {
    const shopId = nextShopId++;
    await reviews.deliver('shop.created', {
      shopId,
      ownerId,
      name: `Shop ${shopId}`,
      location: 'Galway',
      categoryId: 3,
      status: 'pending',
      isApproved: false,
      isActive: true,
      createdAt: new Date().toISOString(),
    });
    if (approved) await reviews.deliver('shop.approved', { shopId, ownerId, name: `Shop ${shopId}` });
    return shopId;
  }

  const rate = (identity: object, shopId: number, body: object) =>
    reviews.http().post(`/api/shops/${shopId}/reviews`).set(as(identity)).send(body);

  describe('rating', () => {
    it('refuses a shop that is not approved, and rates it once approved', async () => {
      const shopId = await createShop(false);
      const refused = await rate(CIARA, shopId, { rating: 4 });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Shop not found');
      await reviews.deliver('shop.approved', { shopId, ownerId: 101, name: `Shop ${shopId}` });
      const created = await rate(CIARA, shopId, { rating: 4, comment: '  Great bread  ' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        shopId,
        rating: 4,
        comment: 'Great bread',
        user: { firstName: 'Ciara' },
        replaced: false,
        shopRating: '4.00',
        shopReviewCount: 1,
      });
    });

    it('keeps one review per person and shop: rating again replaces it with a new average', async () => {
      const shopId = await createShop(true);
      expect((await rate(CIARA, shopId, { rating: 5 })).status).toBe(201);
      expect((await rate(DARA, shopId, { rating: 2 })).status).toBe(201);
      const again = await rate(CIARA, shopId, { rating: 3, comment: '' });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ replaced: true, rating: 3, comment: null, shopRating: '2.50' });
      const rows = await reviews.sql.query('SELECT user_id, rating FROM reviews.reviews WHERE shop_id = $1', [shopId]);
      expect(rows.rows).toHaveLength(2);

      const created = (await reviews.outbox('review.created')).filter((row) => row.payload.shopId === shopId);
      const updated = (await reviews.outbox('review.updated')).filter((row) => row.payload.shopId === shopId);
      expect(created.map((row) => [row.payload.shopAverage, row.payload.shopReviewCount])).toEqual([
        [5, 1],
        [3.5, 2],
      ]);
      expect(updated.map((row) => row.payload)).toEqual([
        expect.objectContaining({ userId: 201, rating: 3, shopAverage: 2.5, shopReviewCount: 2 }),
      ]);
      expect(updated[0].actor).toMatchObject({ id: 201, role: 'customer' });
    });

    it('lists reviews newest first with the reviewer’s first name, paged with X-Total-Count', async () => {
      const shopId = await createShop(true);
      await rate(CIARA, shopId, { rating: 5, comment: 'First' });
      await rate(DARA, shopId, { rating: 4, comment: 'Second' });
      const list = await reviews.http().get(`/api/shops/${shopId}/reviews`);
      expect(list.status).toBe(200);
      expect(list.headers['x-total-count']).toBe('2');
      expect(list.body.map((review: any) => [review.comment, review.user.firstName])).toEqual([
        ['Second', 'Dara'],
        ['First', 'Ciara'],
      ]);
      const page = await reviews.http().get(`/api/shops/${shopId}/reviews?limit=1&offset=1`);
      expect(page.body.map((review: any) => review.comment)).toEqual(['First']);
      expect((await reviews.http().get('/api/shops/99999/reviews')).status).toBe(404);
    });

    it('refuses a rating of one’s own shop, a missing rating and a signed-out caller', async () => {
      const shopId = await createShop(true);
      const own = await rate(OWNER, shopId, { rating: 5 });
      expect(own.status).toBe(403);
      expect(own.body.message).toBe('You cannot rate your own shop.');
      const missing = await rate(CIARA, shopId, { comment: 'No stars' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Please select a rating before submitting.');
      expect((await reviews.http().post(`/api/shops/${shopId}/reviews`).send({ rating: 3 })).status).toBe(401);
    });

    it('refuses a banned person, by the signed identity or by the ban event', async () => {
      const shopId = await createShop(true);
      const flagged = await rate({ ...customer(301), banned: true }, shopId, { rating: 1 });
      expect(flagged.status).toBe(403);
      expect(flagged.body.message).toBe('Your account has been suspended.');
      await reviews.deliver('user.banned', { userId: 302, role: 'customer' });
      const projected = await rate(customer(302), shopId, { rating: 1 });
      expect(projected.status).toBe(403);
      expect(projected.body.message).toBe('Your account has been suspended.');
      await reviews.deliver('user.unbanned', { userId: 302, role: 'customer' });
      expect((await rate(customer(302), shopId, { rating: 1 })).status).toBe(201);
    });

    it('ignores a late shop.created after the approval and drops the reviews of a removed shop', async () => {
      const shopId = nextShopId++;
      const earlier = new Date(Date.now() - 60_000);
      await reviews.deliver('shop.approved', { shopId, ownerId: 101, name: 'Late Shop', version: 2 });
      await reviews.deliver(
        'shop.created',
        {
          shopId,
          ownerId: 101,
          name: 'Late Shop',
          location: 'Cork',
          categoryId: null,
          status: 'pending',
          isApproved: false,
          isActive: true,
          createdAt: earlier.toISOString(),
          version: 1,
        },
        earlier,
      );
      expect((await rate(CIARA, shopId, { rating: 4 })).status).toBe(201);
      await reviews.deliver('shop.removed', { shopId, ownerId: 101, name: 'Late Shop', version: 3 });
      const left = await reviews.sql.query('SELECT count(*)::int AS n FROM reviews.reviews WHERE shop_id = $1', [
        shopId,
      ]);
      expect(left.rows[0].n).toBe(0);
    });
  });

  describe('favourites', () => {
    const GUEST = { guestSessionId: 77 };
    const favorites = (identity: object) => reviews.http().get('/api/customer/favorites').set(as(identity));
    const add = (identity: object, shopId: number) =>
      reviews.http().post('/api/customer/favorites').set(as(identity)).send({ shopId });
    const remove = (identity: object, shopId: number) =>
      reviews.http().delete(`/api/customer/favorites/${shopId}`).set(as(identity));

    it('answers 401 without a customer or guest session, and 403 to a shop owner', async () => {
      expect((await reviews.http().get('/api/customer/favorites')).status).toBe(401);
      const ownerList = await favorites(OWNER);
      expect(ownerList.status).toBe(403);
      expect(ownerList.body.message).toBe('Favourites are available to customers only.');
    });

    it('adds, lists, re-adds idempotently and removes idempotently', async () => {
      const shopId = await createShop(true);
      const first = await add(customer(401), shopId);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ id: shopId, shopId, name: `Shop ${shopId}`, location: 'Galway' });
      const again = await add(customer(401), shopId);
      expect(again.status).toBe(200);
      expect(again.body.favoriteId).toBe(first.body.favoriteId);
      const list = await favorites(customer(401));
      expect(list.body.map((shop: any) => shop.id)).toEqual([shopId]);
      expect((await remove(customer(401), shopId)).status).toBe(200);
      expect((await remove(customer(401), shopId)).status).toBe(200);
      expect((await favorites(customer(401))).body).toEqual([]);
      const events = (await reviews.outbox('favorite.added')).filter((row) => row.payload.shopId === shopId);
      expect(events).toHaveLength(1);
      expect((await reviews.outbox('favorite.removed')).filter((row) => row.payload.shopId === shopId)).toHaveLength(1);
      const pending = await createShop(false);
      expect((await add(customer(401), pending)).status).toBe(404);
    });

    it('keeps a guest’s favourites and moves them to the account the guest signs in to', async () => {
      const [a, b] = [await createShop(true), await createShop(true)];
      expect((await add(GUEST, a)).status).toBe(201);
      expect((await add(GUEST, b)).status).toBe(201);
      expect((await add(customer(402), b)).status).toBe(201);
      expect((await favorites(GUEST)).body.map((shop: any) => shop.id)).toEqual([b, a]);

      const both = { ...customer(402), ...GUEST };
      const merged = await favorites(both);
      expect(merged.body.map((shop: any) => shop.id).sort()).toEqual([a, b].sort());
      expect((await favorites(both)).body).toHaveLength(2);
      expect((await favorites(GUEST)).body).toEqual([]);
      const rows = await reviews.sql.query('SELECT count(*)::int AS n FROM reviews.favorites WHERE user_id = 402');
      expect(rows.rows[0].n).toBe(2);
    });
  });

  it('removes a deleted person’s reviews and favourites and republishes the shop’s totals', async () => {
    const shopId = await createShop(true);
    await rate(customer(501), shopId, { rating: 1 });
    await rate(customer(502), shopId, { rating: 5 });
    await reviews
      .http()
      .post('/api/customer/favorites')
      .set(as(customer(501)))
      .send({ shopId });
    await reviews.deliver('user.deleted', { userId: 501, role: 'customer', displayName: 'Gone Person' });
    const left = await reviews.sql.query('SELECT user_id FROM reviews.reviews WHERE shop_id = $1', [shopId]);
    expect(left.rows).toEqual([{ user_id: 502 }]);
    const favs = await reviews.sql.query('SELECT count(*)::int AS n FROM reviews.favorites WHERE user_id = 501');
    expect(favs.rows[0].n).toBe(0);
    const updated = (await reviews.outbox('review.updated')).filter((row) => row.payload.shopId === shopId);
    expect(updated.at(-1)?.payload).toMatchObject({ userId: 501, shopAverage: 5, shopReviewCount: 1 });
  });
});
