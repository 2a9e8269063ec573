import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ChatSenderType } from '@app/contracts';
import { returnedRows } from '@app/database';
import { OutboxService } from '@app/messaging';
import { CHAT_CONFIG, ChatConfig } from '../chat.config';
import { findConversation, partiesOf } from '../conversations/conversation-access';

/** How many due messages one pass takes; the rest wait for the next pass. */
export const UNREAD_EMAIL_BATCH = 50;

const recipientOf = (sender: ChatSenderType): ChatSenderType => (sender === 'customer' ? 'shop_owner' : 'customer');

/**
 * Finds messages unread for CHAT_UNREAD_EMAIL_DELAY_MS and asks identity (chat.unread_reminder.requested, which
 * identity's mail handler sends if the person has an address and did not turn these off) to e-mail the recipient:
 * one e-mail per conversation and party per CHAT_UNREAD_EMAIL_INTERVAL_MS, covering every message then unread.
 * Rows are claimed with SKIP LOCKED, so several chat instances share the work without sending twice.
 */
@Injectable()
export class UnreadEmailsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
  ) {}

  /** One pass; answers how many e-mails were requested. */
  async requestDue(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // Conversations whose party was e-mailed within the interval are left out: their messages wait, unclaimed.
      const due: Array<{ conversation_id: number; sender_type: ChatSenderType }> = await manager.query(
        `SELECT m.conversation_id, m.sender_type FROM chat.chat_messages m
          WHERE NOT m.unread_email_checked AND m.read_at IS NULL
            AND m.created_at <= now() - make_interval(secs => $1::double precision / 1000)
            AND NOT EXISTS (
              SELECT 1 FROM chat.unread_emails e
               WHERE e.conversation_id = m.conversation_id AND e.recipient_type <> m.sender_type
                 AND e.sent_at > now() - make_interval(secs => $2::double precision / 1000))
          ORDER BY m.created_at, m.id
          LIMIT ${UNREAD_EMAIL_BATCH}
          FOR UPDATE OF m SKIP LOCKED`,
        [this.config.CHAT_UNREAD_EMAIL_DELAY_MS, this.config.CHAT_UNREAD_EMAIL_INTERVAL_MS],
      );
      const groups = new Map<string, { conversationId: number; senderType: ChatSenderType }>();
      for (const row of due) {
        groups.set(`${row.conversation_id}:${row.sender_type}`, {
          conversationId: row.conversation_id,
          senderType: row.sender_type,
        });
      }
      let requested = 0;
      for (const group of groups.values()) {
        if (await this.requestOne(manager, group.conversationId, group.senderType)) requested += 1;
      }
      return requested;
    });
  }

  /** E-mails the recipient of one sender's unread messages in a conversation, unless e-mailed too recently. */
  private async requestOne(manager: EntityManager, conversationId: number, senderType: ChatSenderType) {
    const recipientType = recipientOf(senderType);
    const unread = returnedRows<{ id: number }>(
      await manager.query(
        `UPDATE chat.chat_messages SET unread_email_checked = true
          WHERE conversation_id = $1 AND sender_type = $2 AND read_at IS NULL AND NOT unread_email_checked
          RETURNING id`,
        [conversationId, senderType],
      ),
    );
    const conversation = await findConversation(manager, conversationId);
    if (!conversation || conversation.owner_id === null || unread.length === 0) return false;
    const recipientUserId = recipientType === 'shop_owner' ? conversation.owner_id : conversation.customer_user_id;
    // A guest has no address to write to.
    if (recipientUserId === null) return false;
    const claimed = await manager.query(
      `INSERT INTO chat.unread_emails (conversation_id, recipient_type, sent_at) VALUES ($1, $2, now())
       ON CONFLICT (conversation_id, recipient_type) DO UPDATE SET sent_at = now()
        WHERE chat.unread_emails.sent_at <= now() - make_interval(secs => $3::double precision / 1000)
       RETURNING sent_at`,
      [conversationId, recipientType, this.config.CHAT_UNREAD_EMAIL_INTERVAL_MS],
    );
    if (returnedRows(claimed).length === 0) return false;
    const shop: Array<{ name: string }> = await manager.query('SELECT name FROM chat.shops WHERE shop_id = $1', [
      conversation.shop_id,
    ]);
    await this.outbox.publish(
      manager,
      'chat.unread_reminder.requested',
      {
        ...partiesOf(conversation, conversation.owner_id),
        recipientUserId,
        recipientType,
        shopName: shop[0]?.name ?? '',
        unreadCount: unread.length,
      },
      { role: 'system' },
    );
    return true;
  }
}
