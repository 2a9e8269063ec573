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
