import { Logger } from '@nestjs/common';
import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { removeShop } from '../projection-writes';

/** The shop is gone: so are its conversations and their messages (the foreign key cascades); a tombstone stays. */
@OnDomainEvent('shop.removed')
export class OnShopRemovedHandler implements EventHandler<'shop.removed'> {
  private readonly logger = new Logger(OnShopRemovedHandler.name);

  async handle(event: DomainEvent<'shop.removed'>, manager: EntityManager): Promise<void> {
    const { shopId } = event.payload;
    await removeShop(manager, shopId, versionOf(event.payload));
    this.logger.log(`Removed the conversations of removed shop ${shopId}`);
  }
}
