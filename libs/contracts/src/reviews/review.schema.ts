import { z } from 'zod';
import { ratingBreakdownSchema } from './rating-breakdown';

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

export const MAX_REVIEW_REPLY_LENGTH = 1000;

/** PUT /api/shops/{id}/reviews/{reviewId}/reply: the shop owner's answer, 1 to 1,000 characters after trimming. */
export const reviewReplySchema = z.object({
  text: z
    .string({ required_error: 'Please write a reply.', invalid_type_error: 'Please write a reply.' })
    .trim()
    .min(1, 'Please write a reply.')
    .max(MAX_REVIEW_REPLY_LENGTH, `Reply must be at most ${MAX_REVIEW_REPLY_LENGTH} characters`),
});
export type ReviewReplyRequest = z.input<typeof reviewReplySchema>;
export type ReviewReplyInput = z.output<typeof reviewReplySchema>;

/** The owner's answer under a review ("Response from the owner"). */
export const reviewReplyResponseSchema = z.object({ text: z.string(), createdAt: z.string().datetime() });
export type ReviewReplyResponse = z.infer<typeof reviewReplyResponseSchema>;

/** One review as the shop page lists it, with the reviewer's first name only and the owner's reply, if any. */
export const reviewResponseSchema = z.object({
  id: z.number().int().positive(),
  shopId: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  user: z.object({ firstName: z.string().nullable() }),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
  reply: reviewReplyResponseSchema.nullable(),
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
  /** The shop's visible reviews per number of stars after this rating (the page's bars). */
  shopRatingBreakdown: ratingBreakdownSchema,
});
export type SubmitReviewResponse = z.infer<typeof submitReviewResponseSchema>;

export const REVIEWS_PAGE_SIZE = 20;

/** A shop's first page of reviews, newest first, with the total: what a public shop page's first screen shows. */
export interface ShopReviewsFirstPage {
  items: ReviewResponse[];
  total: number;
}

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export const reviewSortSchema = z.enum(REVIEW_SORTS, {
  errorMap: () => ({ message: 'sort must be one of newest, highest, lowest' }),
});
export type ReviewSort = z.infer<typeof reviewSortSchema>;

/**
 * GET /api/shops/{id}/reviews: paged, the total in X-Total-Count; `newest` first by default (a replaced rating
 * counts from when it was replaced), `highest` / `lowest` by stars and then newest. Hidden reviews never show.
 */
export const reviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(REVIEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: reviewSortSchema.default('newest'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
