import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';

/**
 * Uncounts a deleted product. The count may dip below zero for a moment when the deletion arrives before the
 * creation; the list shows it as at least zero.
 */
@OnDomainEvent('product.deleted')
export class OnProductDeletedHandler implements EventHandler<'product.deleted'> {
  async handle(event: DomainEvent<'product.deleted'>, manager: EntityManager): Promise<void> {
    const { shopId, ownerId } = event.payload;
    await manager.query(
      `INSERT INTO identity.owner_shop_stats (shop_id, owner_id, product_count) VALUES ($1, $2, -1)
       ON CONFLICT (shop_id) DO UPDATE
         SET product_count = identity.owner_shop_stats.product_count - 1, updated_at = now()`,
      [shopId, ownerId],
    );
  }
}
