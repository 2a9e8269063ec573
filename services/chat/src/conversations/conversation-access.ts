import { EntityManager } from 'typeorm';
import { actingRoleOf, eventActor, RequestIdentity } from '@app/auth-context';
import { ChatSenderType, EventActor } from '@app/contracts';
import { ChatErrorCode, ChatException } from './chat.exception';
import { guestSenderId } from './chat.mapper';

/** A conversation with its shop's owner (null once the shop left the projection). */
export interface ConversationRow {
  id: number;
  shop_id: number;
  customer_user_id: number | null;
  guest_session_id: number | null;
  owner_id: number | null;
  /** The party an owner's or an admin's block keeps from sending, or null. */
  blocked_party: ChatSenderType | null;
}

/** Who is in a conversation, as every chat.* event carries it. */
export function partiesOf(conversation: ConversationRow, ownerId: number) {
  return {
    conversationId: conversation.id,
    shopId: conversation.shop_id,
    shopOwnerId: ownerId,
    customerUserId: conversation.customer_user_id,
    guestSessionId: conversation.guest_session_id,
  };
}

/** The party the caller is in a conversation, or null when they are neither its shop's owner nor its customer. */
export function partyOf(conversation: ConversationRow, identity: RequestIdentity): ChatSenderType | null {
  const { userId, guestSessionId } = identity;
  if (userId !== null && conversation.owner_id === userId) return 'shop_owner';
  if (userId !== null && conversation.customer_user_id === userId) return 'customer';
  if (guestSessionId !== null && conversation.guest_session_id === guestSessionId) return 'customer';
  return null;
}

/** The sender id stored for a message of `party` in the conversation: the user id, or `guest_<id>` for a guest. */
export function senderIdOf(conversation: ConversationRow, party: ChatSenderType, identity: RequestIdentity): string {
  if (party === 'shop_owner') return String(identity.userId);
  if (conversation.customer_user_id !== null) return String(conversation.customer_user_id);
  return guestSenderId(conversation.guest_session_id!);
}

/** The caller as a chat event's actor: id and role only (an admin's decision uses adminActorOf, with more). */
export function actorOf(identity: RequestIdentity): EventActor {
  return eventActor({ id: identity.userId, role: actingRoleOf(identity) });
}

/** A conversation by id with its owner, locked for update when asked (a block changes it). */
export async function findConversation(
  manager: EntityManager,
  id: number,
  lock = false,
): Promise<ConversationRow | undefined> {
  const rows: ConversationRow[] = await manager.query(
    `SELECT c.id, c.shop_id, c.customer_user_id, c.guest_session_id, s.owner_id, c.blocked_party
       FROM chat.chat_conversations c LEFT JOIN chat.shops s ON s.shop_id = c.shop_id
      WHERE c.id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`,
    [id],
  );
  return rows[0];
}

/** The conversation and the caller's party in it; anyone not a party is told it does not exist. */
export async function requireParty(
  manager: EntityManager,
  id: number,
  identity: RequestIdentity,
  lock = false,
): Promise<{ conversation: ConversationRow; party: ChatSenderType }> {
  const conversation = await findConversation(manager, id, lock);
  const party = conversation ? partyOf(conversation, identity) : null;
  if (!conversation || party === null) throw new ChatException(ChatErrorCode.ConversationNotFound);
  return { conversation, party };
}
