import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertOwnerShop } from '../owner-shop-projection';

/** Records a new shop for its owner's row in the admin shop-owner list. */
@OnDomainEvent('shop.created')
export class OnShopCreatedHandler implements EventHandler<'shop.created'> {
  async handle(event: DomainEvent<'shop.created'>, manager: EntityManager): Promise<void> {
    await upsertOwnerShop(manager, event.payload, versionOf(event.payload));
  }
}
