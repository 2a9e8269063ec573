import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { markOwnerShopRemoved } from '../owner-shop-projection';

/** Marks a shop removed (its row stays as the tombstone, so a late shop or product event cannot bring it back). */
@OnDomainEvent('shop.removed')
export class OnShopRemovedHandler implements EventHandler<'shop.removed'> {
  async handle(event: DomainEvent<'shop.removed'>, manager: EntityManager): Promise<void> {
    await markOwnerShopRemoved(manager, event.payload, versionOf(event.payload), event.occurredAt);
  }
}
