import { EntityManager } from 'typeorm';
import { EventPayload } from '@app/contracts';
import { isRemoved, lockAggregate, newerVersion } from '@app/messaging';

export const CATALOG_TOMBSTONES = 'catalog.projection_tombstones';

export type OwnerStatusChange = { banned: boolean } | { firstName: string; lastName: string; email: string | null };

/**
 * Upserts one owner's row of the owner_status projection (catalog's copy of identity facts), with the person's
 * version: the banned flag (bans and suspensions) and the name each keep the version of the event that last set
 * them and take only newer ones, and nothing is written once the person is deleted (their tombstone).
 */
export async function updateOwnerStatus(
  manager: EntityManager,
  ownerId: number,
  change: OwnerStatusChange,
  version: number,
): Promise<void> {
  await lockAggregate(manager, 'catalog.owner_status', ownerId);
  if (await isRemoved(manager, CATALOG_TOMBSTONES, 'person', ownerId)) return;
  if ('banned' in change) {
    await manager.query(
      `INSERT INTO catalog.owner_status (owner_id, banned, moderation_version) VALUES ($1, $2, $3)
       ON CONFLICT (owner_id) DO UPDATE SET banned = EXCLUDED.banned,
         moderation_version = EXCLUDED.moderation_version, updated_at = now()
       WHERE ${newerVersion('EXCLUDED.moderation_version', 'catalog.owner_status.moderation_version')}`,
      [ownerId, change.banned, version],
    );
  } else {
    await manager.query(
      `INSERT INTO catalog.owner_status (owner_id, first_name, last_name, email, profile_version)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (owner_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = EXCLUDED.email, profile_version = EXCLUDED.profile_version, updated_at = now()
       WHERE ${newerVersion('EXCLUDED.profile_version', 'catalog.owner_status.profile_version')}`,
      [
        ownerId,
        change.firstName.slice(0, 100),
        change.lastName.slice(0, 100),
        change.email?.slice(0, 200) ?? null,
        version,
      ],
    );
  }
}

/**
 * subscription.activated / subscription.expired. Subscription ids grow, and a subscription is activated once and
 * expires once, so the owner's subscription state is ordered by (subscription id, phase: 1 activated, 2 expired):
 * the row keeps the highest pair it has seen. A late activation or expiry of an older subscription, or a late
 * activation after its own expiry, changes nothing. An expired subscription keeps no end date (only an active one's
 * is read).
 */
export async function updateOwnerSubscription(
  manager: EntityManager,
  ownerId: number,
  subscriptionId: number,
  change: { phase: 'activated'; endsAt: string } | { phase: 'expired' },
): Promise<void> {
  await lockAggregate(manager, 'catalog.owner_status', ownerId);
  if (await isRemoved(manager, CATALOG_TOMBSTONES, 'person', ownerId)) return;
  const active = change.phase === 'activated';
  await manager.query(
    `INSERT INTO catalog.owner_status (owner_id, subscription_id, subscription_active, subscription_ends_at,
       subscription_phase)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (owner_id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id,
       subscription_active = EXCLUDED.subscription_active,
       subscription_ends_at = EXCLUDED.subscription_ends_at,
       subscription_phase = EXCLUDED.subscription_phase, updated_at = now()
     WHERE (EXCLUDED.subscription_id, EXCLUDED.subscription_phase)
       > (COALESCE(catalog.owner_status.subscription_id, 0), catalog.owner_status.subscription_phase)`,
    [ownerId, subscriptionId, active, active ? change.endsAt : null, active ? 1 : 2],
  );
}

/** The totals part of review.created / review.updated / review.hidden. */
export type ShopRatingChange = Pick<
  EventPayload<'review.created'>,
  'shopId' | 'shopAverage' | 'shopReviewCount' | 'shopRatingVersion' | 'shopRatingBreakdown'
>;

/**
 * Keeps a shop's rating, review count and breakdown as reviews computed them (the event carries the new totals and
 * their version; the totals of the highest version win, whatever the arrival order). An event written before the
 * breakdown existed leaves the stored one.
 */
export async function updateShopRating(manager: EntityManager, change: ShopRatingChange): Promise<void> {
  await manager.query(
    `UPDATE catalog.shops SET rating = round($2::numeric, 2), review_count = $3, rating_version = $4,
       rating_breakdown = COALESCE($5::jsonb, rating_breakdown)
     WHERE id = $1 AND ${newerVersion('$4::integer', 'rating_version')}`,
    [
      change.shopId,
      Math.min(5, Math.max(0, change.shopAverage)),
      change.shopReviewCount,
      change.shopRatingVersion ?? 0,
      change.shopRatingBreakdown ? JSON.stringify(change.shopRatingBreakdown) : null,
    ],
  );
}
