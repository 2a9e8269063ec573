import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertShop } from '../projection-writes';

/** Keeps the shop's name (and owner) current for conversation lists. */
@OnDomainEvent('shop.updated')
export class OnShopUpdatedHandler implements EventHandler<'shop.updated'> {
  async handle(event: DomainEvent<'shop.updated'>, manager: EntityManager): Promise<void> {
    const { shopId, ownerId, name } = event.payload;
    await upsertShop(manager, shopId, ownerId, name, versionOf(event.payload));
  }
}
