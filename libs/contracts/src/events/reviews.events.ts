import { z } from 'zod';

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
});

const favoriteChange = z.object({
  shopId: z.number().int().positive(),
  userId: z.number().int().positive().nullable(),
  guestSessionId: z.number().int().positive().nullable(),
});

export const reviewsEvents = {
  'review.created': reviewChange,
  'review.updated': reviewChange,
  'favorite.added': favoriteChange,
  'favorite.removed': favoriteChange,
} as const;
