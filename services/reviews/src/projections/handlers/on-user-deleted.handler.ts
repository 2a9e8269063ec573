import { Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DomainEvent, EventActor, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent, OutboxService } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { returnedRows } from '../../http/returning';
import { removePerson } from '../people-projection';
import { nextRatingVersion, shopTotals, totalsPayload } from '../../reviews/shop-totals';

/**
 * A person was deleted (shared DECISIONS: deleting a person): their reviews and favourites go. Each shop they had
 * rated gets its new average and count through review.updated (the contracts have no review.deleted; the payload
 * names the removed review), so catalog's rating follows.
 */
@OnDomainEvent('user.deleted')
export class OnUserDeletedHandler implements EventHandler<'user.deleted'> {
  private readonly logger = new Logger(OnUserDeletedHandler.name);

  /** The outbox is looked up when needed: the messaging runtime that provides it is built from the handlers. */
  constructor(private readonly moduleRef: ModuleRef) {}

  async handle(event: DomainEvent<'user.deleted'>, manager: EntityManager): Promise<void> {
    const { userId } = event.payload;
    const outbox = this.moduleRef.get(OutboxService, { strict: false });
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
      await outbox.publish(
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
      await outbox.publish(
        manager,
        'favorite.removed',
        { shopId: favorite.shop_id, userId, guestSessionId: null },
        actor,
      );
    }
    await removePerson(manager, userId, versionOf(event.payload));
    this.logger.log(
      `Removed ${reviews.length} review(s) and ${favorites.length} favourite(s) of deleted person ${userId}`,
    );
  }
}
