import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';

/** Records a new shop for its owner's row in the admin shop-owner list. */
@OnDomainEvent('shop.created')
export class OnShopCreatedHandler implements EventHandler<'shop.created'> {
  async handle(event: DomainEvent<'shop.created'>, manager: EntityManager): Promise<void> {
    const { shopId, ownerId, name, createdAt } = event.payload;
    await manager.query(
      `INSERT INTO identity.owner_shop_stats (shop_id, owner_id, shop_name, shop_created_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (shop_id) DO UPDATE
         SET owner_id = EXCLUDED.owner_id, shop_name = EXCLUDED.shop_name,
             shop_created_at = EXCLUDED.shop_created_at, updated_at = now()`,
      [shopId, ownerId, name.slice(0, 200), createdAt],
    );
  }
}
