import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { setShopStatus } from '../shop-projection';

/** An approved shop may be rated and saved. */
@OnDomainEvent('shop.approved')
export class OnShopApprovedHandler implements EventHandler<'shop.approved'> {
  async handle(event: DomainEvent<'shop.approved'>, manager: EntityManager): Promise<void> {
    await setShopStatus(manager, event.payload, 'approved', versionOf(event.payload));
  }
}
