import { z } from 'zod';
import { ratingBreakdownSchema } from '../reviews/rating-breakdown';

/** Carries the shop's new average and count (and their version), so consumers need no call back. */
const reviewChange = z.object({
  reviewId: z.number().int().positive(),
  shopId: z.number().int().positive(),
  userId: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  shopAverage: z.number().min(0).max(5),
  shopReviewCount: z.number().int().min(0),
  /**
   * The version of the shop's totals in reviews, bumped with each change of them in the transaction that computes
   * them: catalog keeps the totals of the highest version (optional only for events written before it existed).
   */
  shopRatingVersion: z.number().int().positive().optional(),
  /** The shop's visible reviews per number of stars, of the same version (absent in events written before it). */
  shopRatingBreakdown: ratingBreakdownSchema.optional(),
});

/** An admin's decision on the reports of one review (the actor carries the admin and the reason). */
const reviewDecision = {
  reviewId: z.number().int().positive(),
  shopId: z.number().int().positive(),
  shopName: z.string().max(200),
  /** The open reports of the review the decision resolved. */
  reportIds: z.array(z.number().int().positive()).max(10_000),
};

const favoriteChange = z.object({
  shopId: z.number().int().positive(),
  userId: z.number().int().positive().nullable(),
  guestSessionId: z.number().int().positive().nullable(),
});

export const reviewsEvents = {
  'review.created': reviewChange,
  'review.updated': reviewChange,
  /** Hidden by an admin after a report: it leaves the list, and the totals (of a new version) leave it out. */
  'review.hidden': reviewChange.extend(reviewDecision),
  /** Kept by an admin after a report: nothing changes but the reports, which are resolved. */
  'review.kept': z.object(reviewDecision),
  'favorite.added': favoriteChange,
  'favorite.removed': favoriteChange,
} as const;
