import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertShop } from '../projection-writes';

/** Keeps the shop's name (and owner) current for conversation lists. */
@OnDomainEvent('shop.updated')
export class OnShopUpdatedHandler implements EventHandler<'shop.updated'> {
  async handle(event: DomainEvent<'shop.updated'>, manager: EntityManager): Promise<void> {
    await upsertShop(manager, event.payload.shopId, event.payload.ownerId, event.payload.name);
  }
}
