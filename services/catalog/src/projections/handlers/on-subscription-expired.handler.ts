import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateOwnerSubscription } from '../owner-status';

/** The subscription ended; a late expiry of an older subscription does not end a newer one. */
@OnDomainEvent('subscription.expired')
export class OnSubscriptionExpiredHandler implements EventHandler<'subscription.expired'> {
  async handle(event: DomainEvent<'subscription.expired'>, manager: EntityManager): Promise<void> {
    const { userId, subscriptionId } = event.payload;
    await updateOwnerSubscription(manager, userId, subscriptionId, { phase: 'expired' });
  }
}
