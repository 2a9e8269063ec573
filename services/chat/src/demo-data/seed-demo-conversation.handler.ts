import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { demoCustomers, DomainEvent, EventActor, demoShopActivity, isDemoOwner } from '@app/contracts';
import { EventHandler, OnDomainEvent, OutboxService } from '@app/messaging';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { ChatConfig } from '../chat.config';
import { ChatShopsProjection } from '../projections/chat-projections';

const MINUTE_MS = 60_000;

/**
 * With SEED_DEMO_DATA, a demo shop that has a demo conversation (demoShopActivity: about one in six, and every shop
 * of the first demo owner) gets it: the conversation and its messages, published as chat.conversation.created and
 * chat.message.sent as a real one would be. The last message is unread by whoever did not write it, so each side's
 * unread count shows. Runs in the inbox transaction of the shop.created it handles, so a redelivery adds nothing.
 */
@OnDomainEvent('shop.created')
export class SeedDemoConversationHandler implements EventHandler<'shop.created'> {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ChatConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  /**
   * Resolved when the handler runs: the messaging runtime that owns the outbox is built from its handlers, so a
   * handler injecting OutboxService would wait for itself.
   */
  private get outbox(): OutboxService {
    return this.moduleRef.get(OutboxService, { strict: false });
  }

  async handle(event: DomainEvent<'shop.created'>, manager: EntityManager): Promise<void> {
    const shop = event.payload;
    if (!this.config.SEED_DEMO_DATA || !isDemoOwner(shop.ownerId)) return;
    const { conversation } = demoShopActivity(shop.shopId, shop.ownerId);
    if (!conversation) return;
    // The projection of the same event may not have run yet: applying it here too is idempotent.
    await new ChatShopsProjection().handle(event, manager);
    const customer = demoCustomers().find((person) => person.id === conversation.customerId)!;
    const now = Date.now();
    const startedAt = new Date(now - conversation.messages[0].minutesAgo * MINUTE_MS);
    const lastAt = new Date(now - conversation.messages[conversation.messages.length - 1].minutesAgo * MINUTE_MS);
    const created: Array<{ id: number }> = await manager.query(
      `INSERT INTO chat.chat_conversations (shop_id, customer_user_id, created_at, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [shop.shopId, customer.id, startedAt, lastAt],
    );
    if (created.length === 0) return;
    const conversationId = created[0].id;
    const customerActor: EventActor = { id: customer.id, role: 'customer' };
    const ownerActor: EventActor = { id: shop.ownerId, role: 'shop_owner' };
    await this.outbox.publish(
      manager,
      'chat.conversation.created',
      {
        conversationId,
        shopId: shop.shopId,
        shopOwnerId: shop.ownerId,
        customerUserId: customer.id,
        guestSessionId: null,
      },
      customerActor,
    );
    for (const [index, message] of conversation.messages.entries()) {
      const senderId = String(message.from === 'customer' ? customer.id : shop.ownerId);
      const isLast = index === conversation.messages.length - 1;
      const rows: Array<{ id: number; created_at: Date }> = await manager.query(
        // Demo messages never e-mail anyone about being unread.
        `INSERT INTO chat.chat_messages
           (conversation_id, sender_type, sender_id, message, is_read, read_at, created_at, unread_email_checked)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 THEN $6::timestamptz END, $6, true) RETURNING id, created_at`,
        [conversationId, message.from, senderId, message.text, !isLast, new Date(now - message.minutesAgo * MINUTE_MS)],
      );
      await this.outbox.publish(
        manager,
        'chat.message.sent',
        {
          conversationId,
          shopId: shop.shopId,
          shopOwnerId: shop.ownerId,
          customerUserId: customer.id,
          guestSessionId: null,
          messageId: rows[0].id,
          senderType: message.from,
          senderId,
          message: message.text,
          attachments: [],
          createdAt: rows[0].created_at.toISOString(),
        },
        message.from === 'customer' ? customerActor : ownerActor,
      );
    }
  }
}
