import { z } from 'zod';

/** Spec 000 section 5 (Rating): the message when no star is chosen. */
export const RATING_REQUIRED_MESSAGE = 'Please select a rating before submitting.';
export const MAX_REVIEW_COMMENT_LENGTH = 1000;

/**
 * POST /api/shops/{id}/reviews: rating 1 to 5 (required) and an optional comment, trimmed and absent when empty
 * (spec 000 section 5). The browser form and the server parse with this one schema.
 */
export const createReviewSchema = z.object({
  rating: z.coerce
    .number({ required_error: RATING_REQUIRED_MESSAGE, invalid_type_error: RATING_REQUIRED_MESSAGE })
    .int(RATING_REQUIRED_MESSAGE)
    .min(1, RATING_REQUIRED_MESSAGE)
    .max(5, RATING_REQUIRED_MESSAGE),
  comment: z
    .string()
    .trim()
    .max(MAX_REVIEW_COMMENT_LENGTH, `Comment must be at most ${MAX_REVIEW_COMMENT_LENGTH} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined)),
});
export type CreateReviewRequest = z.input<typeof createReviewSchema>;
export type CreateReviewInput = z.output<typeof createReviewSchema>;

/** One review as the shop page lists it, with the reviewer's first name only. */
export const reviewResponseSchema = z.object({
  id: z.number().int().positive(),
  shopId: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  user: z.object({ firstName: z.string().nullable() }),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** GET /api/customer/reviews (issue 24): the person's own reviews, newest first, with each shop's name. */
export const myReviewResponseSchema = reviewResponseSchema.extend({ shopName: z.string() });
export type MyReviewResponse = z.infer<typeof myReviewResponseSchema>;
export const MY_REVIEWS_LIMIT = 100;

/** The answer to POST /api/shops/{id}/reviews: the review and the shop's new totals (rating as in ShopResponse). */
export const submitReviewResponseSchema = reviewResponseSchema.extend({
  /** true when this replaced the person's earlier rating of the shop (the answer is then 200, else 201). */
  replaced: z.boolean(),
  shopRating: z.string(),
  shopReviewCount: z.number().int().min(0),
});
export type SubmitReviewResponse = z.infer<typeof submitReviewResponseSchema>;

export const REVIEWS_PAGE_SIZE = 20;

/** GET /api/shops/{id}/reviews: newest first, paged; the total travels in X-Total-Count. */
export const reviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(REVIEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
