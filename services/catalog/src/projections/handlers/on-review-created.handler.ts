import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateShopRating } from '../owner-status';

/** A new review: the shop's rating and review count become the totals reviews computed. */
@OnDomainEvent('review.created')
export class OnReviewCreatedHandler implements EventHandler<'review.created'> {
  async handle(event: DomainEvent<'review.created'>, manager: EntityManager): Promise<void> {
    await updateShopRating(manager, event.payload);
  }
}
