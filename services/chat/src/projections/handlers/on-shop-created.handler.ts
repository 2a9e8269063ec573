import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertShop } from '../projection-writes';

/** Keeps the new shop's owner and name, so its owner can answer its conversations. */
@OnDomainEvent('shop.created')
export class OnShopCreatedHandler implements EventHandler<'shop.created'> {
  async handle(event: DomainEvent<'shop.created'>, manager: EntityManager): Promise<void> {
    const { shopId, ownerId, name } = event.payload;
    await upsertShop(manager, shopId, ownerId, name, versionOf(event.payload));
  }
}
