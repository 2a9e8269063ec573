import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { setShopStatus } from '../shop-projection';

/** A rejected shop can no longer be rated or saved; its reviews stay for when it is approved again. */
@OnDomainEvent('shop.rejected')
export class OnShopRejectedHandler implements EventHandler<'shop.rejected'> {
  async handle(event: DomainEvent<'shop.rejected'>, manager: EntityManager): Promise<void> {
    await setShopStatus(manager, event.payload, 'rejected', versionOf(event.payload));
  }
}
