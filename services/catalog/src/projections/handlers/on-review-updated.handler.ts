import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateShopRating } from '../owner-status';

/** A changed review (rating again replaces it): the shop's rating and review count follow. */
@OnDomainEvent('review.updated')
export class OnReviewUpdatedHandler implements EventHandler<'review.updated'> {
  async handle(event: DomainEvent<'review.updated'>, manager: EntityManager): Promise<void> {
    await updateShopRating(manager, event.payload);
  }
}
