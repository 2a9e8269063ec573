import { EntityManager } from 'typeorm';
import { RatingBreakdown, ratingBreakdownOf } from '@app/contracts';

/**
 * A shop's average rating (rounded to two decimals, 0 without reviews), its number of reviews and how many it has
 * of each number of stars; hidden reviews count in none of them.
 */
export interface ShopTotals {
  average: number;
  count: number;
  breakdown: RatingBreakdown;
}

/** Rounds an average to two decimals, half away from zero, within 0 to 5. */
export function roundAverage(sum: number, count: number): number {
  if (count <= 0) return 0;
  const value = Math.round((sum / count) * 100 + Number.EPSILON) / 100;
  return Math.min(5, Math.max(0, value));
}

/** The rating as ShopResponse carries it: two decimals in a string ("4.50"). */
export function ratingText(average: number): string {
  return average.toFixed(2);
}

/** The totals of `rating -> count` rows. */
export function totalsOf(rows: ReadonlyArray<{ rating: number; count: number }>): ShopTotals {
  const count = rows.reduce((total, row) => total + row.count, 0);
  const sum = rows.reduce((total, row) => total + row.rating * row.count, 0);
  return { average: roundAverage(sum, count), count, breakdown: ratingBreakdownOf(rows) };
}

/** The totals of one shop from its visible reviews; call inside the transaction that changed them. */
export async function shopTotals(manager: EntityManager, shopId: number): Promise<ShopTotals> {
  const rows: Array<{ rating: number; count: number }> = await manager.query(
    `SELECT rating::int AS rating, count(*)::int AS count FROM reviews.reviews
     WHERE shop_id = $1 AND hidden_at IS NULL GROUP BY rating`,
    [shopId],
  );
  return totalsOf(rows);
}

/** The totals' part of a review event's payload. */
export function totalsPayload(
  totals: ShopTotals,
  shopRatingVersion: number,
): {
  shopAverage: number;
  shopReviewCount: number;
  shopRatingVersion: number;
  shopRatingBreakdown: RatingBreakdown;
} {
  return {
    shopAverage: totals.average,
    shopReviewCount: totals.count,
    shopRatingVersion,
    shopRatingBreakdown: totals.breakdown,
  };
}

/**
 * Bumps and returns the version of a shop's totals; call in the transaction that changes them, before reading them
 * with shopTotals (the UPDATE locks the shop row, so concurrent changes of one shop's reviews take consecutive
 * versions and each reads the totals of the ones before). review.created / review.updated carry it, and catalog
 * keeps the totals of the highest version whatever the arrival order.
 */
export async function nextRatingVersion(manager: EntityManager, shopId: number): Promise<number> {
  const result: unknown = await manager.query(
    'UPDATE reviews.shops SET rating_version = rating_version + 1 WHERE id = $1 RETURNING rating_version',
    [shopId],
  );
  // TypeORM answers an UPDATE with [rows, affectedCount].
  const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as Array<{
    rating_version: number;
  }>;
  if (!rows[0]) throw new Error(`Shop ${shopId} has no row to version`);
  return rows[0].rating_version;
}
