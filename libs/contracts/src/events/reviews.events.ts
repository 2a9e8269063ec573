import { z } from 'zod';

/** Carries the shop's new average and count, so consumers need no ordering and no call back. */
const reviewChange = z.object({
  reviewId: z.number().int().positive(),
  shopId: z.number().int().positive(),
  userId: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  shopAverage: z.number().min(0).max(5),
  shopReviewCount: z.number().int().min(0),
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
