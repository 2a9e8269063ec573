import { z } from 'zod';

const starCount = z.number().int().min(0);

/**
 * How many visible reviews a shop has of each number of stars: `{ "1": n, ..., "5": n }`. Reviews computes it with
 * the average and count; review events carry it to catalog's shop detail.
 */
export const ratingBreakdownSchema = z.object({
  '1': starCount,
  '2': starCount,
  '3': starCount,
  '4': starCount,
  '5': starCount,
});
export type RatingBreakdown = z.infer<typeof ratingBreakdownSchema>;

export const RATING_STARS = ['1', '2', '3', '4', '5'] as const;

export function emptyRatingBreakdown(): RatingBreakdown {
  return { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
}

/** The breakdown of `rating -> count` rows (stars outside 1 to 5 are ignored). */
export function ratingBreakdownOf(rows: ReadonlyArray<{ rating: number; count: number }>): RatingBreakdown {
  const breakdown = emptyRatingBreakdown();
  for (const row of rows) {
    const key = String(row.rating);
    if ((RATING_STARS as readonly string[]).includes(key)) breakdown[key as keyof RatingBreakdown] += row.count;
  }
  return breakdown;
}
