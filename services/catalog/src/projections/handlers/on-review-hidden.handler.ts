import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateShopRating } from '../owner-status';

/** An admin hid a reported review: the shop's rating, count and breakdown leave it out. */
@OnDomainEvent('review.hidden')
export class OnReviewHiddenHandler implements EventHandler<'review.hidden'> {
  async handle(event: DomainEvent<'review.hidden'>, manager: EntityManager): Promise<void> {
    await updateShopRating(manager, event.payload);
  }
}
