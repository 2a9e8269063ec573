import { EventPayload, versionOf } from '@app/contracts';
import { returnedRows } from '@app/database';
import { bannedFolds, defineProjection } from '@app/messaging';
import { EntityManager } from 'typeorm';

/** Shop owners' names and e-mail, for the admin shop lists (customers are not kept). */
const profile = (p: EventPayload<'user.registered' | 'user.updated'>) =>
  p.role !== 'shop_owner' && !p.isAdmin
    ? null
    : {
        id: p.userId,
        version: versionOf(p),
        set: {
          first_name: p.firstName.slice(0, 100),
          last_name: p.lastName.slice(0, 100),
          email: p.email?.slice(0, 200) ?? null,
        },
      };

/**
 * Catalog's copy of identity and billing facts about owners: name, banned, and whether their subscription is
 * active (shared DECISIONS: approval and payment; an owner banned or expired hides their shops).
 */
export const CatalogOwnerStatusProjection = defineProjection({
  name: 'CatalogOwnerStatusProjection',
  table: 'catalog.owner_status',
  key: 'owner_id',
  touch: 'updated_at',
  tombstones: { table: 'catalog.projection_tombstones', aggregate: 'person' },
  groups: [
    { version: 'profile_version', columns: ['first_name', 'last_name', 'email'] },
    { version: 'moderation_version', columns: ['banned'] },
    // Subscription ids grow, and a subscription is activated once and expires once: (id, phase 1 activated or
    // 2 expired) orders them, so a late event of an older subscription, or a late activation after its own expiry,
    // changes nothing. An expired subscription keeps no end date (only an active one's is read).
    { version: ['subscription_id', 'subscription_phase'], columns: ['subscription_active', 'subscription_ends_at'] },
  ],
  events: {
    'user.registered': profile,
    'user.updated': profile,
    // a banned or suspended owner's shops leave the public lists and pages
    ...bannedFolds,
    'subscription.activated': (p) => ({
      id: p.userId,
      set: {
        subscription_id: p.subscriptionId,
        subscription_phase: 1,
        subscription_active: true,
        subscription_ends_at: p.endDate,
      },
    }),
    'subscription.expired': (p) => ({
      id: p.userId,
      set: {
        subscription_id: p.subscriptionId,
        subscription_phase: 2,
        subscription_active: false,
        subscription_ends_at: null,
      },
    }),
    /**
     * A deleted person (shared DECISIONS: deleting a person): their shops go with their products and visits (the
     * foreign keys cascade), each published as shop.removed, and so do the visits and leads they made; their owner
     * row goes and a tombstone stays, so a late ban, name or subscription does not bring it back.
     */
    'user.deleted': async (p, { event, manager, logger, outbox }) => {
      const { userId } = p;
      // A removal is the shop's last event: its version is one past the last one published.
      const shops = returnedRows<{ id: number; name: string; version: number }>(
        await manager.query(
          'DELETE FROM catalog.shops WHERE owner_id = $1 RETURNING id, name, version + 1 AS version',
          [userId],
        ),
      );
      for (const shop of shops) {
        await outbox().publish(
          manager,
          'shop.removed',
          { shopId: shop.id, ownerId: userId, name: shop.name, version: shop.version },
          { role: 'system', ...(event.actor?.id ? { id: event.actor.id } : {}), reason: 'Owner account deleted' },
        );
      }
      await manager.query('DELETE FROM catalog.shop_visits WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM catalog.shop_leads WHERE user_id = $1', [userId]);
      logger.log(`Removed ${shops.length} shop(s) and the visits of deleted person ${userId}`);
      return { remove: userId, version: versionOf(p) };
    },
  },
});

/**
 * A shop's rating, review count and breakdown as reviews computed them: the event carries the new totals and their
 * version, and the totals of the highest version win. An event written before the breakdown existed leaves the
 * stored one. A hidden review's totals leave it out.
 */
const rating = (p: EventPayload<'review.created'>) => ({
  id: p.shopId,
  version: p.shopRatingVersion ?? 0,
  set: {
    rating: Math.min(5, Math.max(0, p.shopAverage)),
    review_count: p.shopReviewCount,
    rating_breakdown: p.shopRatingBreakdown ? JSON.stringify(p.shopRatingBreakdown) : undefined,
  },
});

export const CatalogShopRatingsProjection = defineProjection({
  name: 'CatalogShopRatingsProjection',
  table: 'catalog.shops',
  key: 'id',
  updateOnly: true,
  groups: [{ version: 'rating_version', columns: ['rating', 'review_count', 'rating_breakdown'] }],
  events: { 'review.created': rating, 'review.updated': rating, 'review.hidden': rating },
});

const referencedImages = (p: { messageId: number; attachments: string[] }) =>
  p.attachments.map((url) => ({ id: url, insert: { first_message_id: p.messageId } }));

/** Images a chat message carried are referenced from then on, so the orphan-image cleaner keeps them. */
export const CatalogChatImagesProjection = defineProjection({
  name: 'CatalogChatImagesProjection',
  table: 'catalog.chat_image_references',
  key: 'url',
  events: { 'chat.images.sent': referencedImages, 'chat.message.sent': referencedImages },
  // Until chat published chat.images.sent, catalog took every message for the few with images: a delivery to its
  // queue per message (docs/decisions.md). Those still queued from then are folded as before.
  retiredEvents: ['chat.message.sent'],
  concerns: { 'chat.message.sent': (p) => p.attachments.length > 0 },
});

/**
 * Counts a lead another service's event tells of, at the time the event happened, for the owner's statistics; a
 * shop deleted meanwhile counts nothing. A lead is a fact, not a state with a version: the same event again finds
 * its row (same shop, kind, person and instant) and adds nothing, whichever handler name recorded it first.
 */
async function countLead(
  manager: EntityManager,
  type: 'message' | 'favourite',
  who: { shopId: number; userId: number | null; guestSessionId: number | null },
  occurredAt: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO catalog.shop_leads (shop_id, type, user_id, guest_session_id, occurred_at)
     SELECT id, $2::varchar, $3::integer, $4::integer, $5::timestamptz FROM catalog.shops s WHERE id = $1
       AND NOT EXISTS (
         SELECT 1 FROM catalog.shop_leads l
         WHERE l.shop_id = s.id AND l.occurred_at = $5::timestamptz AND l.type = $2::varchar
           AND l.user_id IS NOT DISTINCT FROM $3::integer AND l.guest_session_id IS NOT DISTINCT FROM $4::integer)`,
    [who.shopId, type, who.userId, who.guestSessionId, occurredAt],
  );
}

/** Leads from other services: someone started a conversation with a shop, or saved it (a removal does not undo it). */
export const CatalogLeadsProjection = defineProjection({
  name: 'CatalogLeadsProjection',
  events: {
    'chat.conversation.created': (p, { manager, event }) =>
      countLead(
        manager,
        'message',
        { shopId: p.shopId, userId: p.customerUserId, guestSessionId: p.guestSessionId },
        event.occurredAt,
      ),
    'favorite.added': (p, { manager, event }) => countLead(manager, 'favourite', p, event.occurredAt),
  },
});
