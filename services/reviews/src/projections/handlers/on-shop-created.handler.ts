import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertShopSnapshot } from '../shop-projection';

/** A new shop (pending, or approved for demo data): kept so it can be rated and saved once it is listed. */
@OnDomainEvent('shop.created')
export class OnShopCreatedHandler implements EventHandler<'shop.created'> {
  async handle(event: DomainEvent<'shop.created'>, manager: EntityManager): Promise<void> {
    await upsertShopSnapshot(manager, event.payload, versionOf(event.payload));
  }
}
