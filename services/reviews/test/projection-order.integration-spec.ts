import { DomainEvent } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { checkArrivalOrder } from '@app/testing';
import { ReviewsHarness, startReviewsHarness } from './support/reviews-harness';

interface ReviewsProjections {
  people: Array<{ user_id: number; first_name: string | null; banned: boolean }>;
  shops: Array<{ id: number; owner_id: number; name: string; location: string; status: string; is_approved: boolean }>;
  tombstones: Array<{ aggregate: string; aggregate_id: number }>;
}

describe('reviews projections in any arrival order', () => {
  let reviews: ReviewsHarness;

  beforeAll(async () => {
    reviews = await startReviewsHarness('reviews-projection-order');
  });

  afterAll(async () => {
    await reviews?.stop();
  });

  // 50 property runs, each applying a whole history twice through the consumer: minutes on a loaded machine.
  it('ends in the state of the in-order history for any permutation of person and shop events and redeliveries', async () => {
    const report = await checkArrivalOrder<ReviewsProjections>('reviews', {
      reset: async () => {
        await reviews.sql.query(
          `TRUNCATE reviews.people, reviews.shops, reviews.reviews, reviews.review_reports, reviews.favorites,
             reviews.projection_tombstones,
             reviews.inbox_events, reviews.outbox_events, reviews.dead_letter_events`,
        );
      },
      deliver: async (event: DomainEvent) => {
        inProcessBus.publish(reviews.namespace, event);
        await inProcessBus.idle();
      },
      state: async () => ({
        people: (
          await reviews.sql.query(
            'SELECT user_id, first_name, banned, name_version, banned_version FROM reviews.people ORDER BY user_id',
          )
        ).rows,
        shops: (
          await reviews.sql.query(
            `SELECT id, owner_id, name, location, category_id, status, is_approved, is_active, created_at, version,
               status_version
             FROM reviews.shops ORDER BY id`,
          )
        ).rows,
        tombstones: (
          await reviews.sql.query(
            'SELECT aggregate, aggregate_id, version FROM reviews.projection_tombstones ORDER BY aggregate, aggregate_id',
          )
        ).rows,
      }),
      expectProducersState: (state, history) => {
        expect(state.people).toEqual(
          history.people
            .filter((person) => !person.deleted)
            .map((person) =>
              expect.objectContaining({ user_id: person.userId, first_name: person.firstName, banned: person.banned }),
            ),
        );
        expect(state.shops).toEqual(
          history.shops
            .filter((shop) => !shop.removed)
            .map((shop) =>
              expect.objectContaining({
                id: shop.shopId,
                owner_id: shop.ownerId,
                name: shop.name,
                location: shop.location,
                status: shop.status,
                is_approved: shop.status === 'approved',
              }),
            ),
        );
      },
    });
    const [{ count }] = (await reviews.sql.query('SELECT count(*)::int AS count FROM reviews.dead_letter_events')).rows;
    expect(count).toBe(0);
    expect(report.runs).toBeGreaterThan(0);
  }, 300_000);
});
