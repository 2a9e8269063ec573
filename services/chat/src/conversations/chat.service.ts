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
import { PreparedStatement, preparedStatement, queryPrepared, returnedRows } from '@app/database';
import { OutboxService } from '@app/messaging';
import { CHAT_CONFIG, ChatConfig } from '../chat.config';
import { ChatErrorCode, ChatException } from './chat.exception';
import { actorOf, ConversationRow, partiesOf, partyOf, requireParty, senderIdOf } from './conversation-access';
import {
  ConversationListRow,
  MessageRow,
  toConversationResponse,
  toCustomerConversationResponse,
  toMessageResponse,
} from './chat.mapper';

/** How many conversations one list answers with (newest first). */
export const CONVERSATION_LIST_LIMIT = 200;

const MESSAGE_COLUMNS =
  'id, conversation_id, sender_type, sender_id, message, attachments, is_read, read_at, created_at';

/** A conversation as the send's lock returns it; its owner comes from the shop the message is sent to. */
type LockedConversation = Omit<ConversationRow, 'owner_id'>;
const LOCKED_CONVERSATION_COLUMNS = 'id, shop_id, customer_user_id, guest_session_id, blocked_party';

/**
 * The send's lock: touches the conversation the message goes to (so sends to one conversation take turns) and
 * reads the shop's owner and whether the caller is banned, in one round trip. One prepared statement for each way
 * of naming the conversation: by its id, or by the shop and its customer (a user, or a guest session).
 */
const lockSendTargetSql = (conversationOfSend: string) =>
  preparedStatement(
    `WITH locked AS (
       UPDATE chat.chat_conversations SET updated_at = now() WHERE ${conversationOfSend}
       RETURNING ${LOCKED_CONVERSATION_COLUMNS}
     )
     SELECT (SELECT owner_id FROM chat.shops WHERE shop_id = $1) AS owner_id,
            COALESCE((SELECT banned FROM chat.people WHERE user_id = $2), false) AS banned,
            (SELECT row_to_json(locked) FROM locked) AS conversation`,
  );
const LOCK_CONVERSATION_BY_ID_SQL = lockSendTargetSql('id = $3');
const LOCK_CUSTOMER_CONVERSATION_SQL = lockSendTargetSql('shop_id = $1 AND customer_user_id = $2');
const LOCK_GUEST_CONVERSATION_SQL = lockSendTargetSql('shop_id = $1 AND guest_session_id = $3');

/**
 * Per person, over all their conversations: counted in the database, so every chat instance agrees. Counted in the
 * INSERT's own statement, after the lock: its snapshot then holds the messages of sends that waited on the same
 * lock and committed first (counted inside the locking UPDATE, parallel sends would each miss the others and all
 * pass the limit). No row inserted: the limit is reached.
 */
const INSERT_MESSAGE_WITHIN_LIMIT_SQL = preparedStatement(
  `INSERT INTO chat.chat_messages (conversation_id, sender_type, sender_id, message, attachments)
   SELECT $1::integer, $2::varchar, $3::text, $4::text, $5::text[]
    WHERE (SELECT count(*) FROM chat.chat_messages
            WHERE sender_id = $3::text AND created_at > now() - interval '1 minute') < $6::integer
   RETURNING ${MESSAGE_COLUMNS}`,
);

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
      const target = await this.lockSendTarget(manager, input, identity);
      if (target.banned) throw new ChatException(ChatErrorCode.Banned);
      if (target.owner_id === null) throw new ChatException(ChatErrorCode.ShopNotFound);
      const ownerId = target.owner_id;
      const found = target.conversation ? { ...target.conversation, owner_id: ownerId } : null;

      let conversation: ConversationRow;
      let party: ChatSenderType;
      if (input.conversationId !== null) {
        const foundParty = found?.shop_id === input.shopId ? partyOf(found, identity) : null;
        if (!found || foundParty === null) throw new ChatException(ChatErrorCode.ConversationNotFound);
        conversation = found;
        party = foundParty;
      } else {
        if (identity.userId !== null && ownerId === identity.userId) throw new ChatException(ChatErrorCode.OwnShop);
        conversation = found ?? (await this.openConversation(manager, input.shopId, ownerId, identity));
        party = 'customer';
      }
      if (conversation.blocked_party === party) {
        throw new ChatException(party === 'customer' ? ChatErrorCode.Blocked : ChatErrorCode.ClosedByAdmin);
      }
      const senderId = senderIdOf(conversation, party, identity);
      const inserted = await queryPrepared<MessageRow>(manager, INSERT_MESSAGE_WITHIN_LIMIT_SQL, [
        conversation.id,
        party,
        senderId,
        input.message,
        input.attachments,
        this.config.CHAT_SEND_LIMIT_PER_MINUTE,
      ]);
      if (inserted.length === 0) throw new ChatException(ChatErrorCode.SendLimit);
      const message = inserted[0];
      const parties = partiesOf(conversation, ownerId);
      await this.outbox.publish(
        manager,
        'chat.message.sent',
        {
          ...parties,
          messageId: message.id,
          senderType: message.sender_type,
          senderId: message.sender_id,
          message: message.message,
          attachments: message.attachments,
          createdAt: message.created_at.toISOString(),
        },
        actorOf(identity),
      );
      if (message.attachments.length > 0) {
        await this.outbox.publish(
          manager,
          'chat.images.sent',
          { ...parties, messageId: message.id, attachments: message.attachments },
          actorOf(identity),
        );
      }
      return message;
    });
    this.logger.log(`Message ${saved.id} sent in conversation ${saved.conversation_id} (${saved.sender_type})`);
    return toMessageResponse(saved);
  }

  /**
   * The caller's conversation with the shop, created (with chat.conversation.created) on the first message, and
   * locked like `lockSendTarget` locks an existing one. A send racing this one may have created it first.
   */
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
    if (created.length > 0) {
      await this.outbox.publish(
        manager,
        'chat.conversation.created',
        { conversationId: created[0].id, shopId, shopOwnerId: ownerId, customerUserId, guestSessionId },
        actorOf(identity),
      );
    }
    const locked = returnedRows<LockedConversation>(
      await manager.query(
        `UPDATE chat.chat_conversations SET updated_at = now()
          WHERE shop_id = $1 AND ${customerUserId !== null ? 'customer_user_id = $2' : 'guest_session_id = $2'}
          RETURNING ${LOCKED_CONVERSATION_COLUMNS}`,
        [shopId, customerUserId ?? guestSessionId],
      ),
    );
    return { ...locked[0], owner_id: ownerId };
  }

  /**
   * In one statement: the shop's owner (null when chat does not know the shop), whether the signed-in caller is
   * banned, and the conversation the message goes to when it exists (the one named, or the caller's with the shop
   * as its customer), locked. Locking the conversation row before the message id is drawn makes ids commit in order
   * within a conversation, so a client resyncing "after the last id seen" cannot skip a message committed late;
   * the lock also orders the send after any block of the conversation, whose party the UPDATE returns as it is
   * once the lock is held. now() is the transaction's timestamp, the same value the message's created_at takes.
   * A caller who may not send there has locked and touched a row of a transaction that then rolls back.
   */
  private async lockSendTarget(
    manager: EntityManager,
    input: SendMessageInput,
    identity: RequestIdentity,
  ): Promise<{ owner_id: number | null; banned: boolean; conversation: LockedConversation | null }> {
    const params: Array<number | null> = [input.shopId, identity.userId];
    let statement: PreparedStatement;
    if (input.conversationId !== null) {
      params.push(input.conversationId);
      statement = LOCK_CONVERSATION_BY_ID_SQL;
    } else if (identity.userId !== null) {
      statement = LOCK_CUSTOMER_CONVERSATION_SQL;
    } else {
      params.push(identity.guestSessionId);
      statement = LOCK_GUEST_CONVERSATION_SQL;
    }
    const rows = await queryPrepared<{
      owner_id: number | null;
      banned: boolean;
      conversation: LockedConversation | null;
    }>(manager, statement, params);
    return rows[0];
  }
}
