import { Logger } from '@nestjs/common';
import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { returnedRows } from '../../http/returning';

/** A person was deleted (shared DECISIONS: deleting a person): their subscriptions go, their payments with them. */
@OnDomainEvent('user.deleted')
export class OnUserDeletedHandler implements EventHandler<'user.deleted'> {
  private readonly logger = new Logger(OnUserDeletedHandler.name);

  async handle(event: DomainEvent<'user.deleted'>, manager: EntityManager): Promise<void> {
    const { userId } = event.payload;
    const removed = returnedRows<{ id: number }>(
      await manager.query('DELETE FROM billing.subscriptions WHERE user_id = $1 RETURNING id', [userId]),
    );
    this.logger.log(`Removed ${removed.length} subscription(s) and their payments of deleted person ${userId}`);
  }
}
