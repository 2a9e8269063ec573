import { Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent, OutboxService } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { returnedRows } from '../../http/returning';

/**
 * A person was deleted (shared DECISIONS: deleting a person): their shops go with their products and visits
 * (foreign keys cascade), each published as shop.removed, and so do the visits they made and their owner row.
 */
@OnDomainEvent('user.deleted')
export class OnUserDeletedHandler implements EventHandler<'user.deleted'> {
  private readonly logger = new Logger(OnUserDeletedHandler.name);

  /** The outbox is looked up when needed: the messaging runtime that provides it is built from the handlers. */
  constructor(private readonly moduleRef: ModuleRef) {}

  async handle(event: DomainEvent<'user.deleted'>, manager: EntityManager): Promise<void> {
    const { userId } = event.payload;
    const outbox = this.moduleRef.get(OutboxService, { strict: false });
    const shops = returnedRows<{ id: number; name: string }>(
      await manager.query('DELETE FROM catalog.shops WHERE owner_id = $1 RETURNING id, name', [userId]),
    );
    for (const shop of shops) {
      await outbox.publish(
        manager,
        'shop.removed',
        { shopId: shop.id, ownerId: userId, name: shop.name },
        { role: 'system', ...(event.actor?.id ? { id: event.actor.id } : {}), reason: 'Owner account deleted' },
      );
    }
    await manager.query('DELETE FROM catalog.shop_visits WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM catalog.owner_status WHERE owner_id = $1', [userId]);
    this.logger.log(`Removed ${shops.length} shop(s) and the visits of deleted person ${userId}`);
  }
}
