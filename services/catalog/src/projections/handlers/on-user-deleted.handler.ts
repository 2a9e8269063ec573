import { Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, lockAggregate, OnDomainEvent, OutboxService, recordRemoval } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { returnedRows } from '../../http/returning';
import { CATALOG_TOMBSTONES } from '../owner-status';

/**
 * A person was deleted (shared DECISIONS: deleting a person): their shops go with their products and visits
 * (foreign keys cascade), each published as shop.removed, and so do the visits they made and their owner row (a
 * tombstone stays), with the leads they made.
 */
@OnDomainEvent('user.deleted')
export class OnUserDeletedHandler implements EventHandler<'user.deleted'> {
  private readonly logger = new Logger(OnUserDeletedHandler.name);

  /** The outbox is looked up when needed: the messaging runtime that provides it is built from the handlers. */
  constructor(private readonly moduleRef: ModuleRef) {}

  async handle(event: DomainEvent<'user.deleted'>, manager: EntityManager): Promise<void> {
    const { userId } = event.payload;
    const outbox = this.moduleRef.get(OutboxService, { strict: false });
    // A removal is the shop's last event: its version is one past the last one published.
    const shops = returnedRows<{ id: number; name: string; version: number }>(
      await manager.query('DELETE FROM catalog.shops WHERE owner_id = $1 RETURNING id, name, version + 1 AS version', [
        userId,
      ]),
    );
    for (const shop of shops) {
      await outbox.publish(
        manager,
        'shop.removed',
        { shopId: shop.id, ownerId: userId, name: shop.name, version: shop.version },
        { role: 'system', ...(event.actor?.id ? { id: event.actor.id } : {}), reason: 'Owner account deleted' },
      );
    }
    await manager.query('DELETE FROM catalog.shop_visits WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM catalog.shop_leads WHERE user_id = $1', [userId]);
    await lockAggregate(manager, 'catalog.owner_status', userId);
    await manager.query('DELETE FROM catalog.owner_status WHERE owner_id = $1', [userId]);
    // The deletion is the person's last event: the tombstone keeps a late ban, name or subscription from bringing
    // their row back.
    await recordRemoval(manager, CATALOG_TOMBSTONES, 'person', userId, versionOf(event.payload));
    this.logger.log(`Removed ${shops.length} shop(s) and the visits of deleted person ${userId}`);
  }
}
