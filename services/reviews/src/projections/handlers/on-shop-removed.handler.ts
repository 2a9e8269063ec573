import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { removeShop } from '../shop-projection';

/** A removed shop takes its reviews and favourites with it. */
@OnDomainEvent('shop.removed')
export class OnShopRemovedHandler implements EventHandler<'shop.removed'> {
  async handle(event: DomainEvent<'shop.removed'>, manager: EntityManager): Promise<void> {
    await removeShop(manager, event.payload.shopId, versionOf(event.payload));
  }
}
