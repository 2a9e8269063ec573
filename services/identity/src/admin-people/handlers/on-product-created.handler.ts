import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';

/** Counts a new product for its shop (the shop's row is made if its shop.created has not arrived yet). */
@OnDomainEvent('product.created')
export class OnProductCreatedHandler implements EventHandler<'product.created'> {
  async handle(event: DomainEvent<'product.created'>, manager: EntityManager): Promise<void> {
    const { shopId, ownerId } = event.payload;
    await manager.query(
      `INSERT INTO identity.owner_shop_stats (shop_id, owner_id, product_count) VALUES ($1, $2, 1)
       ON CONFLICT (shop_id) DO UPDATE
         SET product_count = identity.owner_shop_stats.product_count + 1, updated_at = now()`,
      [shopId, ownerId],
    );
  }
}
