import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertShop } from '../projection-writes';

/** Keeps the new shop's owner and name, so its owner can answer its conversations. */
@OnDomainEvent('shop.created')
export class OnShopCreatedHandler implements EventHandler<'shop.created'> {
  async handle(event: DomainEvent<'shop.created'>, manager: EntityManager): Promise<void> {
    await upsertShop(manager, event.payload.shopId, event.payload.ownerId, event.payload.name);
  }
}
