import { Logger } from '@nestjs/common';
import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { removePerson } from '../projection-writes';

/**
 * A person was deleted (shared DECISIONS: deleting a person): their conversations as a customer go with their
 * messages, and so do the conversations of the shops they owned (catalog also publishes shop.removed for each, which
 * leaves the shops' tombstones); the person's row goes and a tombstone stays.
 */
@OnDomainEvent('user.deleted')
export class OnUserDeletedHandler implements EventHandler<'user.deleted'> {
  private readonly logger = new Logger(OnUserDeletedHandler.name);

  async handle(event: DomainEvent<'user.deleted'>, manager: EntityManager): Promise<void> {
    const { userId } = event.payload;
    await manager.query('DELETE FROM chat.chat_conversations WHERE customer_user_id = $1', [userId]);
    await manager.query(
      'DELETE FROM chat.chat_conversations WHERE shop_id IN (SELECT shop_id FROM chat.shops WHERE owner_id = $1)',
      [userId],
    );
    await manager.query('DELETE FROM chat.shops WHERE owner_id = $1', [userId]);
    await removePerson(manager, userId, versionOf(event.payload));
    this.logger.log(`Removed the conversations of deleted person ${userId}`);
  }
}
