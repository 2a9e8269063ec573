import {
  customer,
  owner,
  ShopEventFactory,
  UserEventFactory,
  leanAndExpressAnswers,
  stableHeaders,
} from '@app/testing';
import { ReviewsHarness, startReviewsHarness } from './support/reviews-harness';

jest.setTimeout(60_000);

/**
 * Issue 20: a shop's reviews, GET /api/shops/{id}/reviews, are answered before Express and Nest
 * (reviewListLeanRead). The same path with a trailing slash still goes through Express's router to
 * ReviewsController.list, so every request here is asked both ways and must come back the same: status, headers
 * (X-Total-Count, ETag, Cache-Control), body and errors.
 */
describe("a shop's reviews answered before Express (lean read)", () => {
  let reviews: ReviewsHarness;
  const OWNER = owner(121);
  const CIARA = customer(221, 'Ciara Walsh');
  const DARA = customer(222, 'Dara Kelly');
  let shopId: number;
  let pendingShopId: number;

  beforeAll(async () => {
    reviews = await startReviewsHarness('reviews-lean-read');
    const shops = new ShopEventFactory(reviews);
    await new UserEventFactory(reviews).create({ userId: 221 });
    await new UserEventFactory(reviews).create({ userId: 222 });
    shopId = (await shops.createApproved({ ownerId: 121 })).shopId;
    pendingShopId = (await shops.create({ ownerId: 121 })).shopId;
    const rate = (identity: object, body: object) =>
      reviews.http().post(`/api/shops/${shopId}/reviews`).set(reviews.signed(identity)).send(body).expect(201);
    const ciara = await rate(CIARA, { rating: 2, comment: 'The flat white was cold.' });
    await rate(DARA, { rating: 5, comment: 'Best scones in Clare.' });
    await reviews
      .http()
      .put(`/api/shops/${shopId}/reviews/${ciara.body.id}/reply`)
      .set(reviews.signed(OWNER))
      .send({ text: 'Sorry! Come back for one on the house.' })
      .expect(200);
  });

  afterAll(async () => {
    await reviews?.stop();
  });

  const bothWays = (path: string, query: string, headers: Record<string, string> = {}) =>
    leanAndExpressAnswers(() => reviews.http(), path, query, headers);

  it.each([
    ['the first page, newest first', ''],
    ['the highest first', '?sort=highest'],
    ['the lowest first, one a page, the second page', '?sort=lowest&limit=1&offset=1'],
    ['past the end', '?offset=50'],
  ])('answers %s exactly as the Nest route does', async (_case, query) => {
    const [lean, viaExpress] = await bothWays(`/api/shops/${shopId}/reviews`, query);
    expect(lean.status).toBe(200);
    expect(lean.headers['x-total-count']).toBe('2');
    expect(lean.headers['cache-control']).toBe('private, no-cache');
    expect(lean.body).toEqual(viaExpress.body);
    expect(stableHeaders(lean)).toEqual(stableHeaders(viaExpress));
  });

  it('lists the reviews with their answers, in the order asked', async () => {
    const highest = await reviews.http().get(`/api/shops/${shopId}/reviews?sort=highest`).expect(200);
    expect(highest.body).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Best scones in Clare.', reply: null }),
      expect.objectContaining({
        rating: 2,
        reply: expect.objectContaining({ text: 'Sorry! Come back for one on the house.' }),
      }),
    ]);
  });

  it('answers 304 without a body while the reviews are unchanged, and 200 once one changed', async () => {
    const path = `/api/shops/${shopId}/reviews`;
    const first = await reviews.http().get(path).expect(200);
    const again = await reviews.http().get(path).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    await reviews
      .http()
      .post(path)
      .set(reviews.signed(DARA))
      .send({ rating: 4, comment: 'Still the best scones.' })
      .expect(200);
    const changed = await reviews.http().get(path).set('If-None-Match', first.headers.etag);
    expect(changed.status).toBe(200);
    expect(changed.body[0]).toMatchObject({ rating: 4, comment: 'Still the best scones.' });
  });

  it.each([
    ['an unknown shop', () => '/api/shops/999999/reviews', '', 404],
    ['a shop not approved', () => `/api/shops/${pendingShopId}/reviews`, '', 404],
    ['an id that is not a number', () => '/api/shops/abc/reviews', '', 400],
    ['a limit over 100', () => `/api/shops/${shopId}/reviews`, '?limit=101', 400],
    ['an unknown sort', () => `/api/shops/${shopId}/reviews`, '?sort=sideways', 400],
  ])('answers %s with the same error as the Nest route', async (_case, path, query, status) => {
    const [lean, viaExpress] = await bothWays(path(), query, { 'x-request-id': 'reviews-lean-read-test' });
    expect(lean.status).toBe(status);
    expect(lean.body).toMatchObject({ statusCode: status, requestId: 'reviews-lean-read-test' });
    expect(typeof lean.body.message).toBe('string');
    expect(viaExpress.body).toEqual(lean.body);
    expect(stableHeaders(lean)).toEqual(stableHeaders(viaExpress));
  });
});
