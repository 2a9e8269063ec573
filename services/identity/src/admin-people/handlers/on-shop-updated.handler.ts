import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertOwnerShop } from '../owner-shop-projection';

/** Keeps a renamed shop's name current in the admin shop-owner list (unless a newer shop event set it). */
@OnDomainEvent('shop.updated')
export class OnShopUpdatedHandler implements EventHandler<'shop.updated'> {
  async handle(event: DomainEvent<'shop.updated'>, manager: EntityManager): Promise<void> {
    await upsertOwnerShop(manager, event.payload, versionOf(event.payload));
  }
}
