import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertShopSnapshot } from '../shop-projection';

/** A changed shop: name, location, category and flags follow (unless a newer event set them already). */
@OnDomainEvent('shop.updated')
export class OnShopUpdatedHandler implements EventHandler<'shop.updated'> {
  async handle(event: DomainEvent<'shop.updated'>, manager: EntityManager): Promise<void> {
    await upsertShopSnapshot(manager, event.payload, versionOf(event.payload));
  }
}
