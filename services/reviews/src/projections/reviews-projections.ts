import { EventActor, EventPayload, versionOf } from '@app/contracts';
import { returnedRows } from '@app/database';
import { bannedFolds, defineProjection, shopStatusFolds } from '@app/messaging';
import { nextRatingVersion, shopTotals, totalsPayload } from '../reviews/shop-totals';

const TOMBSTONES = 'reviews.projection_tombstones';

const firstName = (p: EventPayload<'user.registered' | 'user.updated'>) => ({
  id: p.userId,
  version: versionOf(p),
  set: { first_name: p.firstName.trim().slice(0, 100) || null },
});

/** People from identity: the first name the reviews list shows, and whether they may rate. */
export const ReviewsPeopleProjection = defineProjection({
  name: 'ReviewsPeopleProjection',
  table: 'reviews.people',
  key: 'user_id',
  touch: 'updated_at',
  tombstones: { table: TOMBSTONES, aggregate: 'person' },
  groups: [
    { version: 'name_version', columns: ['first_name'] },
    { version: 'banned_version', columns: ['banned'] },
  ],
  events: {
    'user.registered': firstName,
    'user.updated': firstName,
    // a banned or suspended person cannot rate, and their shops cannot be rated or saved
    ...bannedFolds,
    /**
     * A deleted person (shared DECISIONS: deleting a person): their reviews and favourites go. Each shop they had
     * rated gets its new average and count through review.updated (the contracts have no review.deleted; the
     * payload names the removed review), so catalog's rating follows. Their row goes and a tombstone stays.
     */
    'user.deleted': async (p, { event, manager, logger, outbox }) => {
      const { userId } = p;
      const actor: EventActor = {
        role: 'system',
        ...(event.actor?.id ? { id: event.actor.id } : {}),
        reason: 'Account deleted',
      };
      const reviews = returnedRows<{ id: number; shop_id: number; rating: number }>(
        await manager.query('DELETE FROM reviews.reviews WHERE user_id = $1 RETURNING id, shop_id, rating', [userId]),
      );
      for (const review of reviews) {
        const shopRatingVersion = await nextRatingVersion(manager, review.shop_id);
        const totals = await shopTotals(manager, review.shop_id);
        await outbox().publish(
          manager,
          'review.updated',
          {
            reviewId: review.id,
            shopId: review.shop_id,
            userId,
            rating: review.rating,
            ...totalsPayload(totals, shopRatingVersion),
          },
          actor,
        );
      }
      const favorites = returnedRows<{ shop_id: number }>(
        await manager.query('DELETE FROM reviews.favorites WHERE user_id = $1 RETURNING shop_id', [userId]),
      );
      for (const favorite of favorites) {
        await outbox().publish(
          manager,
          'favorite.removed',
          { shopId: favorite.shop_id, userId, guestSessionId: null },
          actor,
        );
      }
      logger.log(
        `Removed ${reviews.length} review(s) and ${favorites.length} favourite(s) of deleted person ${userId}`,
      );
      return { remove: userId, version: versionOf(p) };
    },
  },
});

/** The full snapshot: details (owner, name, location, category) and the status and flags. */
const snapshot = (p: EventPayload<'shop.created' | 'shop.updated'>) => ({
  id: p.shopId,
  version: versionOf(p),
  set: {
    owner_id: p.ownerId,
    name: p.name.slice(0, 200),
    location: p.location.slice(0, 200),
    category_id: p.categoryId,
    created_at: p.createdAt,
    status: p.status,
    is_approved: p.isApproved,
    is_active: p.isActive,
  },
});

/**
 * Shops from catalog, which people may rate and save once approved. The details come only from snapshots, the
 * status and flags also from shop.approved / shop.rejected, so each group keeps its own version. A rejected shop's
 * reviews stay for when it is approved again; a removed one takes its reviews and favourites with it (the foreign
 * keys cascade).
 */
export const ReviewsShopsProjection = defineProjection({
  name: 'ReviewsShopsProjection',
  table: 'reviews.shops',
  key: 'id',
  touch: 'updated_at',
  tombstones: { table: TOMBSTONES, aggregate: 'shop' },
  groups: [
    { version: 'version', columns: ['owner_id', 'name', 'location', 'category_id', 'created_at'] },
    { version: 'status_version', columns: ['status', 'is_approved', 'is_active'] },
  ],
  events: {
    'shop.created': snapshot,
    'shop.updated': snapshot,
    ...shopStatusFolds,
    'shop.removed': (p) => ({ remove: p.shopId, version: versionOf(p) }),
  },
});
