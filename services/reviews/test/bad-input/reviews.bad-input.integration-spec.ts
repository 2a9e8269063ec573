import fc from 'fast-check';
import { z } from 'zod';
import {
  favoriteShopResponseSchema,
  messageResponseSchema,
  reviewResponseSchema,
  submitReviewResponseSchema,
} from '@app/contracts';
import {
  BadInputReport,
  BadInputTarget,
  checkBadInput,
  bodyTarget,
  Caller,
  idText,
  listenOnFreePort,
  pathIdTarget,
  queryTarget,
} from '@app/testing';
import { customer, ReviewsHarness, startReviewsHarness } from '../support/reviews-harness';

jest.setTimeout(180_000);

const SHOP_ID = 501;
const OWNER_ID = 101;

/** Property tests of every reviews request schema through its endpoint (issue 10, bad input). */
describe('reviews bad input', () => {
  let reviews: ReviewsHarness;
  let baseUrl: string;
  const report = new BadInputReport('reviews');
  const CUSTOMER = customer(201);

  const as = (identity: object): Caller => ({ baseUrl, headers: reviews.signed(identity) });

  const check = <I>(target: BadInputTarget<I>): Promise<void> => checkBadInput(report, target, reviews.sql, 'reviews');

  beforeAll(async () => {
    reviews = await startReviewsHarness('reviews-bad-input');
    baseUrl = await listenOnFreePort(reviews.app);
    await reviews.deliver('shop.created', {
      shopId: SHOP_ID,
      ownerId: OWNER_ID,
      name: 'Fuzz Bakery',
      location: 'Galway',
      categoryId: 6,
      status: 'pending',
      isApproved: false,
      isActive: true,
      createdAt: new Date().toISOString(),
    });
    await reviews.deliver('shop.approved', { shopId: SHOP_ID, ownerId: OWNER_ID, name: 'Fuzz Bakery' });
  });

  afterAll(async () => {
    report.finish();
    await reviews?.stop();
  });

  it('createReviewSchema: POST /api/shops/:id/reviews refuses bad bodies and stores nothing from them', () =>
    check(
      bodyTarget(as(CUSTOMER), {
        schema: 'createReviewSchema',
        method: 'POST',
        path: `/api/shops/${SHOP_ID}/reviews`,
        valid: fc.record({
          rating: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom('3', '5')),
          comment: fc.option(fc.string({ maxLength: 200 })),
        }),
        response: submitReviewResponseSchema,
      }),
    ));

  it('reviewListQuerySchema: GET /api/shops/:id/reviews never answers 5xx', () =>
    check(
      queryTarget(as(CUSTOMER), {
        schema: 'reviewListQuerySchema',
        path: `/api/shops/${SHOP_ID}/reviews`,
        valid: fc.record({ limit: fc.integer({ min: 1, max: 100 }), offset: fc.integer({ min: 0, max: 50 }) }),
        response: z.array(reviewResponseSchema),
      }),
    ));

  it('favoriteRequestSchema: POST /api/customer/favorites refuses bad bodies and stores nothing from them', () =>
    check(
      bodyTarget(as(CUSTOMER), {
        schema: 'favoriteRequestSchema',
        method: 'POST',
        path: '/api/customer/favorites',
        valid: fc.record({ shopId: fc.oneof(fc.constant(SHOP_ID), fc.constant(String(SHOP_ID))) }),
        response: favoriteShopResponseSchema,
      }),
    ));

  it('idParamSchema: DELETE /api/customer/favorites/:id never answers 5xx', () =>
    check(
      pathIdTarget(as(CUSTOMER), {
        schema: 'idParamSchema',
        method: 'DELETE',
        path: '/api/customer/favorites/:id',
        valid: idText(fc.constantFrom(SHOP_ID, SHOP_ID + 1)),
        response: messageResponseSchema,
      }),
    ));
});
