import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { RequestIdentity } from '@app/auth-context';
import {
  ChatConversationResponse,
  ChatMessageResponse,
  ChatSenderType,
  CustomerConversationResponse,
  MarkReadResponse,
  MessagePageQuery,
  SendMessageInput,
} from '@app/contracts';
import { returnedRows } from '@app/database';
import { OutboxService } from '@app/messaging';
import { CHAT_CONFIG, ChatConfig } from '../chat.config';
import { ChatErrorCode, ChatException } from './chat.exception';
import { actorOf, ConversationRow, partiesOf, requireParty, senderIdOf } from './conversation-access';
import {
  ConversationListRow,
  MessageRow,
  toConversationResponse,
  toCustomerConversationResponse,
  toMessageResponse,
} from './chat.mapper';

/** How many conversations one list answers with (newest first). */
export const CONVERSATION_LIST_LIMIT = 200;

const MESSAGE_COLUMNS = 'id, conversation_id, sender_type, sender_id, message, attachments, is_read, read_at, created_at';

/**
 * Conversations and messages between a shop's owner and a customer or guest. Who may see or write a conversation
 * is decided here from the signed identity: its shop's owner (from the shops projection) and its customer (the
 * user, or the guest session) and nobody else. Sending writes the message and its events in one transaction.
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
  ) {}

  async conversations(identity: RequestIdentity): Promise<ChatConversationResponse[]> {
    if (identity.userId === null && identity.guestSessionId === null) return [];
    const rows: ConversationListRow[] = await this.dataSource.query(
      `WITH mine AS (
         SELECT c.id, 'shop_owner'::text AS viewer_role
           FROM chat.chat_conversations c JOIN chat.shops s ON s.shop_id = c.shop_id
          WHERE $1::int IS NOT NULL AND s.owner_id = $1
         UNION
         SELECT c.id, 'customer'::text
           FROM chat.chat_conversations c
          WHERE ($1::int IS NOT NULL AND c.customer_user_id = $1) OR ($2::int IS NOT NULL AND c.guest_session_id = $2)
       )
       SELECT c.id, c.shop_id, COALESCE(s.name, 'Shop #' || c.shop_id) AS shop_name, c.customer_user_id,
              c.guest_session_id, p.first_name, p.last_name, m.viewer_role, c.blocked_party, c.updated_at,
              (SELECT COALESCE(NULLIF(cm.message, ''), 'Image') FROM chat.chat_messages cm WHERE cm.conversation_id = c.id
                ORDER BY cm.id DESC LIMIT 1) AS last_message,
              (SELECT count(*) FROM chat.chat_messages cm WHERE cm.conversation_id = c.id AND NOT cm.is_read
                  AND cm.sender_type <> m.viewer_role) AS unread_count
         FROM mine m
         JOIN chat.chat_conversations c ON c.id = m.id
         LEFT JOIN chat.shops s ON s.shop_id = c.shop_id
         LEFT JOIN chat.people p ON p.user_id = c.customer_user_id
        ORDER BY c.updated_at DESC, c.id DESC
        LIMIT ${CONVERSATION_LIST_LIMIT}`,
      [identity.userId, identity.guestSessionId],
    );
    return rows.map(toConversationResponse);
  }

  async customerConversations(identity: RequestIdentity): Promise<CustomerConversationResponse[]> {
    if (identity.userId === null) return [];
    const rows: Array<{ id: number; updated_at: Date; shop_name: string }> = await this.dataSource.query(
      `SELECT c.id, c.updated_at, COALESCE(s.name, 'Shop #' || c.shop_id) AS shop_name
         FROM chat.chat_conversations c LEFT JOIN chat.shops s ON s.shop_id = c.shop_id
        WHERE c.customer_user_id = $1
        ORDER BY c.updated_at DESC, c.id DESC
        LIMIT ${CONVERSATION_LIST_LIMIT}`,
      [identity.userId],
    );
    return rows.map(toCustomerConversationResponse);
  }

  /**
   * A page of a conversation's messages, oldest to newest: the latest `limit` before `before`, or with `after` the
   * first `limit` after it (a reconnecting client asks for what it missed and pages on from the last one).
   */
  async messages(id: number, identity: RequestIdentity, page: MessagePageQuery): Promise<ChatMessageResponse[]> {
    await requireParty(this.dataSource.manager, id, identity);
    if (page.after !== undefined) {
      const rows: MessageRow[] = await this.dataSource.query(
        `SELECT ${MESSAGE_COLUMNS} FROM chat.chat_messages
          WHERE conversation_id = $1 AND id > $2
          ORDER BY id LIMIT $3`,
        [id, page.after, page.limit],
      );
      return rows.map(toMessageResponse);
    }
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT * FROM (
         SELECT ${MESSAGE_COLUMNS} FROM chat.chat_messages
          WHERE conversation_id = $1 AND ($2::int IS NULL OR id < $2)
          ORDER BY id DESC LIMIT $3
       ) latest ORDER BY id`,
      [id, page.before ?? null, page.limit],
    );
    return rows.map(toMessageResponse);
  }

  /**
   * Marks the other party's messages of the conversation as read (now) and, when any were unread, publishes
   * chat.messages.read in the same transaction so the sender sees "Seen" live.
   */
  async markRead(id: number, identity: RequestIdentity): Promise<MarkReadResponse> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const { conversation, party } = await requireParty(manager, id, identity);
      const read: Array<{ id: number; read_at: Date }> = returnedRows(
        await manager.query(
          `UPDATE chat.chat_messages SET is_read = true, read_at = now()
            WHERE conversation_id = $1 AND sender_type <> $2 AND NOT is_read
            RETURNING id, read_at`,
          [id, party],
        ),
      );
      if (read.length > 0 && conversation.owner_id !== null) {
        await this.outbox.publish(
          manager,
          'chat.messages.read',
          {
            ...partiesOf(conversation, conversation.owner_id),
            readerType: party,
            lastReadMessageId: Math.max(...read.map((row) => row.id)),
            readAt: read[0].read_at.toISOString(),
          },
          actorOf(identity),
        );
      }
      return read.length;
    });
    return { conversationId: id, updated };
  }

  /**
   * Sends a message. Without a conversation id the caller writes to the shop as its customer (a signed-in person,
   * or a guest with an active guest session) and the conversation is created on the first message; with one, the
   * caller must be a party of it (the shop's owner answers this way).
   */
  async send(identity: RequestIdentity, input: SendMessageInput): Promise<ChatMessageResponse> {
    if (identity.banned) throw new ChatException(ChatErrorCode.Banned);
    if (identity.userId === null && identity.guestSessionId === null) {
      throw new ChatException(ChatErrorCode.AuthenticationRequired);
    }
    const saved = await this.dataSource.transaction(async (manager) => {
      const target = await this.sendTarget(manager, input, identity);
      if (target.banned) throw new ChatException(ChatErrorCode.Banned);
      if (target.owner_id === null) throw new ChatException(ChatErrorCode.ShopNotFound);
      const ownerId = target.owner_id;

      let conversation: ConversationRow;
      let party: ChatSenderType;
      if (input.conversationId !== null) {
        const found = await requireParty(manager, input.conversationId, identity);
        if (found.conversation.shop_id !== input.shopId) throw new ChatException(ChatErrorCode.ConversationNotFound);
        ({ conversation, party } = found);
      } else {
        if (identity.userId !== null && ownerId === identity.userId) throw new ChatException(ChatErrorCode.OwnShop);
        conversation =
          target.conversation_id !== null
            ? this.customerConversation(target.conversation_id, input.shopId, ownerId, identity)
            : await this.openConversation(manager, input.shopId, ownerId, identity);
        party = 'customer';
      }

      // Locking the conversation row before the message id is drawn makes ids commit in order within a
      // conversation, so a client resyncing "after the last id seen" cannot skip a message committed late.
      // now() is the transaction's timestamp, the same value the message's created_at default takes.
      // The lock also orders the send after any block of the conversation, whose party is read under it.
      const locked = returnedRows<{ blocked_party: ChatSenderType | null }>(
        await manager.query(
          'UPDATE chat.chat_conversations SET updated_at = now() WHERE id = $1 RETURNING blocked_party',
          [conversation.id],
        ),
      );
      if (locked[0]?.blocked_party === party) {
        throw new ChatException(party === 'customer' ? ChatErrorCode.Blocked : ChatErrorCode.ClosedByAdmin);
      }
      const senderId = senderIdOf(conversation, party, identity);
      // Per person, over all their conversations: counted in the database, so every chat instance agrees. Counted
      // in the INSERT's own statement, after the lock: its snapshot then holds the messages of sends that waited on
      // the same lock and committed first (counted inside the locking UPDATE, parallel sends would each miss the
      // others and all pass the limit). No row inserted: the limit is reached.
      const inserted: MessageRow[] = await manager.query(
        `INSERT INTO chat.chat_messages (conversation_id, sender_type, sender_id, message, attachments)
         SELECT $1::integer, $2::varchar, $3::text, $4::text, $5::text[]
          WHERE (SELECT count(*) FROM chat.chat_messages
                  WHERE sender_id = $3::text AND created_at > now() - interval '1 minute') < $6::integer
         RETURNING ${MESSAGE_COLUMNS}`,
        [conversation.id, party, senderId, input.message, input.attachments, this.config.CHAT_SEND_LIMIT_PER_MINUTE],
      );
      if (inserted.length === 0) throw new ChatException(ChatErrorCode.SendLimit);
      const message = inserted[0];
      await this.outbox.publish(
        manager,
        'chat.message.sent',
        {
          conversationId: conversation.id,
          shopId: conversation.shop_id,
          shopOwnerId: ownerId,
          customerUserId: conversation.customer_user_id,
          guestSessionId: conversation.guest_session_id,
          messageId: message.id,
          senderType: message.sender_type,
          senderId: message.sender_id,
          message: message.message,
          attachments: message.attachments,
          createdAt: message.created_at.toISOString(),
        },
        actorOf(identity),
      );
      return message;
    });
    this.logger.log(`Message ${saved.id} sent in conversation ${saved.conversation_id} (${saved.sender_type})`);
    return toMessageResponse(saved);
  }

  /** The caller's conversation with the shop, created (with chat.conversation.created) on the first message. */
  private async openConversation(
    manager: EntityManager,
    shopId: number,
    ownerId: number,
    identity: RequestIdentity,
  ): Promise<ConversationRow> {
    const customerUserId = identity.userId;
    const guestSessionId = customerUserId === null ? identity.guestSessionId : null;
    const created: Array<{ id: number }> = await manager.query(
      `INSERT INTO chat.chat_conversations (shop_id, customer_user_id, guest_session_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [shopId, customerUserId, guestSessionId],
    );
    let id = created[0]?.id;
    if (id === undefined) {
      const existing: Array<{ id: number }> = await manager.query(
        customerUserId !== null
          ? 'SELECT id FROM chat.chat_conversations WHERE shop_id = $1 AND customer_user_id = $2'
          : 'SELECT id FROM chat.chat_conversations WHERE shop_id = $1 AND guest_session_id = $2',
        [shopId, customerUserId ?? guestSessionId],
      );
      id = existing[0].id;
    }
    const conversation = this.customerConversation(id, shopId, ownerId, identity);
    if (created.length > 0) {
      await this.outbox.publish(
        manager,
        'chat.conversation.created',
        { conversationId: id, shopId, shopOwnerId: ownerId, customerUserId, guestSessionId },
        actorOf(identity),
      );
    }
    return conversation;
  }

  /**
   * In one query: the shop's owner (null when chat does not know the shop), whether the signed-in caller is banned,
   * and the caller's conversation with the shop when they write as its customer and have one already.
   */
  private async sendTarget(
    manager: EntityManager,
    input: SendMessageInput,
    identity: RequestIdentity,
  ): Promise<{ owner_id: number | null; banned: boolean; conversation_id: number | null }> {
    // Only a customer's first message to the shop (no conversation id) needs the conversation looked up by shop.
    const params: Array<number | null> = [input.shopId, identity.userId];
    let conversationOfCustomer = 'NULL::int';
    if (input.conversationId === null) {
      if (identity.userId === null) params.push(identity.guestSessionId);
      conversationOfCustomer = `(SELECT id FROM chat.chat_conversations WHERE shop_id = $1 AND ${
        identity.userId !== null ? 'customer_user_id = $2' : 'guest_session_id = $3'
      })`;
    }
    const rows: Array<{ owner_id: number | null; banned: boolean; conversation_id: number | null }> =
      await manager.query(
        `SELECT (SELECT owner_id FROM chat.shops WHERE shop_id = $1) AS owner_id,
                COALESCE((SELECT banned FROM chat.people WHERE user_id = $2), false) AS banned,
                ${conversationOfCustomer} AS conversation_id`,
        params,
      );
    return rows[0];
  }

  /** The caller's existing conversation with the shop as its customer, as `openConversation` would return it. */
  private customerConversation(
    id: number,
    shopId: number,
    ownerId: number,
    identity: RequestIdentity,
  ): ConversationRow {
    const customerUserId = identity.userId;
    return {
      id,
      shop_id: shopId,
      customer_user_id: customerUserId,
      guest_session_id: customerUserId === null ? identity.guestSessionId : null,
      owner_id: ownerId,
      blocked_party: null,
    };
  }
}
