import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateOwnerSubscription } from '../owner-status';

/** The owner paid: their shops may now be approved (shared DECISIONS: approval and payment). */
@OnDomainEvent('subscription.activated')
export class OnSubscriptionActivatedHandler implements EventHandler<'subscription.activated'> {
  async handle(event: DomainEvent<'subscription.activated'>, manager: EntityManager): Promise<void> {
    const { userId, subscriptionId, endDate } = event.payload;
    await updateOwnerSubscription(manager, userId, subscriptionId, { phase: 'activated', endsAt: endDate });
  }
}
