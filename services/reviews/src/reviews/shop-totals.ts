import { EntityManager } from 'typeorm';

/** A shop's average rating (rounded to two decimals, 0 without reviews) and its number of reviews. */
export interface ShopTotals {
  average: number;
  count: number;
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

/** The totals of one shop from its reviews; call inside the transaction that changed them. */
export async function shopTotals(manager: EntityManager, shopId: number): Promise<ShopTotals> {
  const rows: Array<{ sum: number; count: number }> = await manager.query(
    'SELECT coalesce(sum(rating), 0)::int AS sum, count(*)::int AS count FROM reviews.reviews WHERE shop_id = $1',
    [shopId],
  );
  const { sum, count } = rows[0] ?? { sum: 0, count: 0 };
  return { average: roundAverage(sum, count), count };
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
