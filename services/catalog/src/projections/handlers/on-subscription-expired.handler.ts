import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';

/** The subscription ended; a late expiry of an older subscription does not end a newer one. */
@OnDomainEvent('subscription.expired')
export class OnSubscriptionExpiredHandler implements EventHandler<'subscription.expired'> {
  async handle(event: DomainEvent<'subscription.expired'>, manager: EntityManager): Promise<void> {
    const { userId, subscriptionId } = event.payload;
    await manager.query(
      `INSERT INTO catalog.owner_status (owner_id, subscription_id, subscription_active) VALUES ($1, $2, false)
       ON CONFLICT (owner_id) DO UPDATE SET subscription_active = false, updated_at = now()
       WHERE catalog.owner_status.subscription_id IS NULL OR catalog.owner_status.subscription_id = EXCLUDED.subscription_id`,
      [userId, subscriptionId],
    );
  }
}
