import { Logger } from '@nestjs/common';
import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';

/** The shop is gone: so are its conversations and their messages (the foreign key cascades). */
@OnDomainEvent('shop.removed')
export class OnShopRemovedHandler implements EventHandler<'shop.removed'> {
  private readonly logger = new Logger(OnShopRemovedHandler.name);

  async handle(event: DomainEvent<'shop.removed'>, manager: EntityManager): Promise<void> {
    const { shopId } = event.payload;
    await manager.query('DELETE FROM chat.chat_conversations WHERE shop_id = $1', [shopId]);
    await manager.query('DELETE FROM chat.shops WHERE shop_id = $1', [shopId]);
    this.logger.log(`Removed the conversations of removed shop ${shopId}`);
  }
}
