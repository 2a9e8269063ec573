import { EntityManager } from 'typeorm';

export type OwnerStatusChange =
  | { banned: boolean }
  | { subscriptionId: number; subscriptionActive: true; subscriptionEndsAt: string }
  | { firstName: string; lastName: string; email: string | null };

/** Upserts one owner's row of the owner_status projection (catalog's copy of identity and billing facts). */
export async function updateOwnerStatus(
  manager: EntityManager,
  ownerId: number,
  change: OwnerStatusChange,
): Promise<void> {
  if ('banned' in change) {
    await manager.query(
      `INSERT INTO catalog.owner_status (owner_id, banned) VALUES ($1, $2)
       ON CONFLICT (owner_id) DO UPDATE SET banned = EXCLUDED.banned, updated_at = now()`,
      [ownerId, change.banned],
    );
  } else if ('subscriptionActive' in change) {
    await manager.query(
      `INSERT INTO catalog.owner_status (owner_id, subscription_id, subscription_active, subscription_ends_at)
       VALUES ($1, $2, true, $3)
       ON CONFLICT (owner_id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id, subscription_active = true,
         subscription_ends_at = EXCLUDED.subscription_ends_at, updated_at = now()`,
      [ownerId, change.subscriptionId, change.subscriptionEndsAt],
    );
  } else {
    await manager.query(
      `INSERT INTO catalog.owner_status (owner_id, first_name, last_name, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = EXCLUDED.email, updated_at = now()`,
      [ownerId, change.firstName.slice(0, 100), change.lastName.slice(0, 100), change.email?.slice(0, 200) ?? null],
    );
  }
}

/** Keeps a shop's rating and review count as reviews computed them (the event carries the new totals). */
export async function updateShopRating(
  manager: EntityManager,
  shopId: number,
  average: number,
  count: number,
): Promise<void> {
  await manager.query('UPDATE catalog.shops SET rating = round($2::numeric, 2), review_count = $3 WHERE id = $1', [
    shopId,
    Math.min(5, Math.max(0, average)),
    count,
  ]);
}
