import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';

/** Marks a shop removed (its row stays, so a late product event cannot bring it back). */
@OnDomainEvent('shop.removed')
export class OnShopRemovedHandler implements EventHandler<'shop.removed'> {
  async handle(event: DomainEvent<'shop.removed'>, manager: EntityManager): Promise<void> {
    const { shopId, ownerId, name } = event.payload;
    await manager.query(
      `INSERT INTO identity.owner_shop_stats (shop_id, owner_id, shop_name, removed_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (shop_id) DO UPDATE SET removed_at = EXCLUDED.removed_at, updated_at = now()`,
      [shopId, ownerId, name.slice(0, 200), event.occurredAt],
    );
  }
}
