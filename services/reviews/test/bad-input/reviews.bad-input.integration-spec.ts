import fc from 'fast-check';
import { z } from 'zod';
import {
  adminReviewReportSchema,
  favoriteShopResponseSchema,
  messageResponseSchema,
  REVIEW_REPORT_REASONS,
  reviewReportResponseSchema,
  reviewResponseSchema,
  submitReviewResponseSchema,
} from '@app/contracts';
import {
  BadInputReport,
  BadInputTarget,
  checkBadInput,
  bodyTarget,
  Caller,
  customer,
  idText,
  listenOnFreePort,
  owner,
  pathIdTarget,
  queryTarget,
  ShopEventFactory,
} from '@app/testing';
import { ReviewsHarness, startReviewsHarness } from '../support/reviews-harness';

jest.setTimeout(180_000);

const SHOP_ID = 501;
const OWNER_ID = 101;

/** Property tests of every reviews request schema through its endpoint (issue 10, bad input). */
describe('reviews bad input', () => {
  let reviews: ReviewsHarness;
  let baseUrl: string;
  const report = new BadInputReport('reviews');
  const CUSTOMER = customer(201);
  const OWNER = owner(OWNER_ID);
  const ADMIN = { ...customer(1, 'Site Admin'), isAdmin: true };
  let reviewId: number;

  const as = (identity: object): Caller => ({ baseUrl, headers: reviews.signed(identity) });

  const check = <I>(target: BadInputTarget<I>): Promise<void> => checkBadInput(report, target, reviews.sql, 'reviews');

  beforeAll(async () => {
    reviews = await startReviewsHarness('reviews-bad-input');
    baseUrl = await listenOnFreePort(reviews.app);
    await new ShopEventFactory(reviews).createApproved({
      shopId: SHOP_ID,
      ownerId: OWNER_ID,
      name: 'Fuzz Bakery',
      categoryId: 6,
    });
    const rated = await reviews
      .http()
      .post(`/api/shops/${SHOP_ID}/reviews`)
      .set(reviews.signed(customer(202)))
      .send({ rating: 2 });
    reviewId = rated.body.id;
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
        valid: fc.record({
          limit: fc.integer({ min: 1, max: 100 }),
          offset: fc.integer({ min: 0, max: 50 }),
          sort: fc.constantFrom('newest', 'highest', 'lowest'),
        }),
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

  it('reviewReplySchema: PUT /api/shops/:id/reviews/:reviewId/reply refuses bad bodies and stores nothing from them', () =>
    check(
      bodyTarget(as(OWNER), {
        schema: 'reviewReplySchema',
        method: 'PUT',
        path: `/api/shops/${SHOP_ID}/reviews/${reviewId}/reply`,
        valid: fc.record({ text: fc.string({ minLength: 1, maxLength: 200 }).filter((text) => text.trim() !== '') }),
        response: reviewResponseSchema,
      }),
    ));

  it('reviewReportSchema: POST /api/reviews/:reviewId/report refuses bad bodies and stores nothing from them', () =>
    check(
      bodyTarget(as(CUSTOMER), {
        schema: 'reviewReportSchema',
        method: 'POST',
        path: `/api/reviews/${reviewId}/report`,
        valid: fc.record({
          reason: fc.constantFrom(...REVIEW_REPORT_REASONS),
          details: fc.option(fc.string({ maxLength: 200 })),
        }),
        response: reviewReportResponseSchema,
      }),
    ));

  it('reportDecisionSchema: PUT /api/admin/review-reports/:id refuses bad bodies and stores nothing from them', async () => {
    const filed = await reviews
      .http()
      .post(`/api/reviews/${reviewId}/report`)
      .set(reviews.signed(customer(203)))
      .send({ reason: 'spam' });
    await check(
      bodyTarget(as(ADMIN), {
        schema: 'reportDecisionSchema',
        method: 'PUT',
        path: `/api/admin/review-reports/${filed.body.id}`,
        valid: fc.record({
          action: fc.constantFrom('hide', 'keep'),
          reason: fc.string({ minLength: 1, maxLength: 100 }).filter((text) => text.trim() !== ''),
        }),
        response: adminReviewReportSchema,
      }),
    );
  });
});
