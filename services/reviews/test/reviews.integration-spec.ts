import { customer, owner, ShopEventFactory, UserEventFactory } from '@app/testing';
import { ReviewsHarness, startReviewsHarness } from './support/reviews-harness';

jest.setTimeout(60_000);

describe('reviews and favourites', () => {
  let reviews: ReviewsHarness;
  let shops: ShopEventFactory;
  const OWNER = owner(101);
  const CIARA = customer(201, 'Ciara Walsh');
  const DARA = customer(202, 'Dara Kelly');

  beforeAll(async () => {
    reviews = await startReviewsHarness('reviews-domain');
    shops = new ShopEventFactory(reviews);
    await new UserEventFactory(reviews).create({ userId: 201 });
  });

  afterAll(async () => {
    await reviews?.stop();
  });

  const as = (identity: object) => reviews.signed(identity);

  async function createShop(approved: boolean, ownerId = 101): Promise<number> {
    const shop = approved ? await shops.createApproved({ ownerId }) : await shops.create({ ownerId });
    return shop.shopId;
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
      const earlier = new Date(Date.now() - 60_000);
      const late = shops.build({ ownerId: 101, name: 'Late Shop', location: 'Cork', version: 1 }, earlier);
      const { shopId } = late;
      await reviews.deliver('shop.approved', { shopId, ownerId: 101, name: 'Late Shop', version: 2 });
      await reviews.deliver('shop.created', late, { at: earlier });
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

  describe('owner replies and sorting (issue 17)', () => {
    const reply = (identity: object, shopId: number, reviewId: number, body: object) =>
      reviews.http().put(`/api/shops/${shopId}/reviews/${reviewId}/reply`).set(as(identity)).send(body);
    const unreply = (identity: object, shopId: number, reviewId: number) =>
      reviews.http().delete(`/api/shops/${shopId}/reviews/${reviewId}/reply`).set(as(identity));
    const list = (shopId: number, query = '') => reviews.http().get(`/api/shops/${shopId}/reviews${query}`);

    it('lets only the shop’s owner answer a review, shows the answer in the list and removes it', async () => {
      const shopId = await createShop(true);
      const review = (await rate(CIARA, shopId, { rating: 2, comment: 'Cold coffee' })).body;
      expect((await list(shopId)).body[0].reply).toBeNull();

      const answered = await reply(OWNER, shopId, review.id, { text: '  Sorry! The machine is fixed now.  ' });
      expect(answered.status).toBe(200);
      expect(answered.body.reply).toEqual({ text: 'Sorry! The machine is fixed now.', createdAt: expect.any(String) });
      const listed = (await list(shopId)).body;
      expect(listed[0]).toMatchObject({ id: review.id, reply: { text: 'Sorry! The machine is fixed now.' } });

      for (const other of [owner(102), CIARA, DARA, { ...customer(900), isAdmin: true }]) {
        const refused = await reply(other, shopId, review.id, { text: 'Not mine to answer' });
        expect(refused.status).toBe(403);
        expect((await unreply(other, shopId, review.id)).status).toBe(403);
      }
      expect((await reply(owner(102), shopId, review.id, { text: 'x' })).body.message).toBe(
        "Only the shop's owner can reply to its reviews.",
      );
      expect(
        (await reviews.http().put(`/api/shops/${shopId}/reviews/${review.id}/reply`).send({ text: 'x' })).status,
      ).toBe(401);
      expect((await list(shopId)).body[0].reply.text).toBe('Sorry! The machine is fixed now.');

      const removed = await unreply(OWNER, shopId, review.id);
      expect(removed.status).toBe(200);
      expect(removed.body.reply).toBeNull();
      expect((await list(shopId)).body[0].reply).toBeNull();
    });

    it('refuses an empty or too long reply and a review of another shop', async () => {
      const shopId = await createShop(true);
      const otherShop = await createShop(true);
      const review = (await rate(CIARA, shopId, { rating: 5 })).body;
      const empty = await reply(OWNER, shopId, review.id, { text: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Please write a reply.');
      const long = await reply(OWNER, shopId, review.id, { text: 'a'.repeat(1001) });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('Reply must be at most 1000 characters');
      expect((await reply(OWNER, shopId, review.id, { text: 'a'.repeat(1000) })).status).toBe(200);
      const elsewhere = await reply(OWNER, otherShop, review.id, { text: 'Wrong shop' });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.message).toBe('Review not found');
    });

    it('sorts by newest, highest or lowest rating and pages with X-Total-Count', async () => {
      const shopId = await createShop(true);
      await rate(customer(601), shopId, { rating: 3, comment: 'three' });
      await rate(customer(602), shopId, { rating: 5, comment: 'five' });
      await rate(customer(603), shopId, { rating: 1, comment: 'one' });
      const comments = async (query: string) => (await list(shopId, query)).body.map((r: any) => r.comment);
      expect(await comments('')).toEqual(['one', 'five', 'three']);
      expect(await comments('?sort=newest')).toEqual(['one', 'five', 'three']);
      expect(await comments('?sort=highest')).toEqual(['five', 'three', 'one']);
      expect(await comments('?sort=lowest')).toEqual(['one', 'three', 'five']);
      const page = await list(shopId, '?sort=highest&limit=1&offset=1');
      expect(page.headers['x-total-count']).toBe('3');
      expect(page.body.map((r: any) => r.comment)).toEqual(['three']);
      const bad = await list(shopId, '?sort=best');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('sort must be one of newest, highest, lowest');
    });
  });

  describe('reports and hiding (issue 17)', () => {
    const ADMIN = { userId: 1, role: 'customer', isAdmin: true, name: 'Site Admin', email: 'admin@example.ie' };
    const report = (identity: object, reviewId: number, body: object) =>
      reviews.http().post(`/api/reviews/${reviewId}/report`).set(as(identity)).send(body);
    const queue = (identity: object, query = '') =>
      reviews.http().get(`/api/admin/review-reports${query}`).set(as(identity));
    const decide = (identity: object, reportId: number, body: object) =>
      reviews.http().put(`/api/admin/review-reports/${reportId}`).set(as(identity)).send(body);

    it('takes a report once per person and review: again is a 409', async () => {
      const shopId = await createShop(true);
      const review = (await rate(CIARA, shopId, { rating: 1, comment: 'Buy watches at …' })).body;
      const first = await report(DARA, review.id, { reason: 'spam', details: '  An advert  ' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ reviewId: review.id, reason: 'spam', details: 'An advert', status: 'open' });
      const again = await report(DARA, review.id, { reason: 'offensive' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already reported this review.');
      expect((await report(OWNER, review.id, { reason: 'conflict_of_interest' })).status).toBe(201);

      const badReason = await report(customer(701), review.id, { reason: 'boring' });
      expect(badReason.status).toBe(400);
      expect(badReason.body.message).toBe('Please choose a reason.');
      expect((await reviews.http().post(`/api/reviews/${review.id}/report`).send({ reason: 'spam' })).status).toBe(401);
      const missing = await report(DARA, 999_999, { reason: 'spam' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Review not found');
    });

    it('hides a reported review: it leaves the list, the totals and the breakdown, and the decision is published', async () => {
      const shopId = await createShop(true);
      await rate(customer(711), shopId, { rating: 5 });
      const abusive = (await rate(customer(712), shopId, { rating: 1, comment: 'Rude words' })).body;
      const filed = (await report(customer(713), abusive.id, { reason: 'offensive' })).body;
      const second = (await report(customer(714), abusive.id, { reason: 'other', details: 'Not a customer' })).body;

      expect((await queue(CIARA)).status).toBe(403);
      const open = await queue(ADMIN, '?status=open');
      expect(open.status).toBe(200);
      const mine = open.body.filter((row: any) => row.reviewId === abusive.id);
      expect(mine.map((row: any) => row.id)).toEqual([filed.id, second.id]);
      expect(mine[0]).toMatchObject({
        reason: 'offensive',
        status: 'open',
        reporter: { id: 713, name: 'Ciara Walsh', email: 'customer713@example.ie' },
        review: { id: abusive.id, shopId, shopName: `Shop ${shopId}`, rating: 1, comment: 'Rude words', hidden: false },
        resolution: null,
      });
      expect(Number(open.headers['x-total-count'])).toBeGreaterThanOrEqual(2);

      const noReason = await decide(ADMIN, filed.id, { action: 'hide', reason: ' ' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('Please give a reason.');
      expect((await decide(CIARA, filed.id, { action: 'hide', reason: 'Abuse' })).status).toBe(403);

      const hidden = await decide(ADMIN, filed.id, { action: 'hide', reason: 'Abusive language' });
      expect(hidden.status).toBe(200);
      expect(hidden.body).toMatchObject({
        status: 'resolved',
        review: { hidden: true },
        resolution: { action: 'hide', reason: 'Abusive language', admin: { id: 1, name: 'Site Admin' } },
      });
      // Both open reports of the review are resolved by the one decision; deciding again is a 409.
      const again = await decide(ADMIN, second.id, { action: 'keep', reason: 'Changed my mind' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This report has already been resolved.');
      const resolved = (await queue(ADMIN, '?status=resolved')).body.filter((row: any) => row.reviewId === abusive.id);
      expect(resolved.map((row: any) => row.id).sort()).toEqual([filed.id, second.id].sort());

      // At once: the list and its total leave it out, and it can be neither answered nor reported.
      const listed = await reviews.http().get(`/api/shops/${shopId}/reviews`);
      expect(listed.headers['x-total-count']).toBe('1');
      expect(listed.body.map((row: any) => row.rating)).toEqual([5]);
      expect((await report(customer(715), abusive.id, { reason: 'spam' })).status).toBe(404);
      const answer = await reviews
        .http()
        .put(`/api/shops/${shopId}/reviews/${abusive.id}/reply`)
        .set(as(OWNER))
        .send({ text: 'Thanks' });
      expect(answer.status).toBe(404);

      // The totals without it travel to catalog in review.hidden, a newer rating version than the review's own.
      const [event] = (await reviews.outbox('review.hidden')).filter((row) => row.payload.reviewId === abusive.id);
      expect(event.payload).toMatchObject({
        shopId,
        shopName: `Shop ${shopId}`,
        reportIds: [filed.id, second.id].sort((a, b) => a - b),
        shopAverage: 5,
        shopReviewCount: 1,
        shopRatingBreakdown: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
      });
      expect(event.actor).toMatchObject({ id: 1, role: 'admin', reason: 'Abusive language' });
      const created = (await reviews.outbox('review.created')).filter((row) => row.payload.shopId === shopId);
      expect(event.payload.shopRatingVersion).toBeGreaterThan(created.at(-1)!.payload.shopRatingVersion);
      expect(created.at(-1)!.payload.shopRatingBreakdown).toEqual({ '1': 1, '2': 0, '3': 0, '4': 0, '5': 1 });

      // Its author rating again does not bring it back.
      const rerated = await rate(customer(712), shopId, { rating: 2 });
      expect(rerated.status).toBe(200);
      expect(rerated.body).toMatchObject({ shopRating: '5.00', shopReviewCount: 1 });
      expect((await reviews.http().get(`/api/shops/${shopId}/reviews`)).headers['x-total-count']).toBe('1');
    });

    it('keeps a reported review: it stays listed and counted, and review.kept carries the decision', async () => {
      const shopId = await createShop(true);
      const review = (await rate(customer(721), shopId, { rating: 3, comment: 'Fine' })).body;
      const filed = (await report(customer(722), review.id, { reason: 'other' })).body;
      const kept = await decide(ADMIN, filed.id, { action: 'keep', reason: 'Honest opinion' });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({
        status: 'resolved',
        review: { hidden: false },
        resolution: { action: 'keep' },
      });
      expect((await reviews.http().get(`/api/shops/${shopId}/reviews`)).headers['x-total-count']).toBe('1');
      const [event] = (await reviews.outbox('review.kept')).filter((row) => row.payload.reviewId === review.id);
      expect(event.payload).toEqual({ reviewId: review.id, shopId, shopName: `Shop ${shopId}`, reportIds: [filed.id] });
      expect(event.actor).toMatchObject({ role: 'admin', reason: 'Honest opinion' });
      expect((await reviews.outbox('review.hidden')).some((row) => row.payload.reviewId === review.id)).toBe(false);
      expect((await decide(ADMIN, 999_999, { action: 'keep', reason: 'x' })).status).toBe(404);
    });
  });
});
