import { Env } from '@app/config';
import { reviewsService } from '@app/reviews';
import { startServiceHarness } from '@app/testing';

/** The reviews app on a fresh database with the in-process bus, called in-process with supertest. */
export function startReviewsHarness(label: string, env: Env = {}) {
  return startServiceHarness({ service: reviewsService, schema: 'reviews', label, env });
}

export type ReviewsHarness = Awaited<ReturnType<typeof startReviewsHarness>>;
