import {
  ChatConversationResponse,
  ChatMessageResponse,
  ChatSenderType,
  CustomerConversationResponse,
} from '@app/contracts';

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_type: ChatSenderType;
  sender_id: string;
  message: string;
  attachments: string[];
  is_read: boolean;
  read_at: Date | null;
  created_at: Date;
}

export interface ConversationListRow {
  id: number;
  shop_id: number;
  shop_name: string;
  customer_user_id: number | null;
  guest_session_id: number | null;
  first_name: string | null;
  last_name: string | null;
  viewer_role: ChatSenderType;
  blocked_party: ChatSenderType | null;
  last_message: string | null;
  updated_at: Date;
  unread_count: number | string;
}

/** A guest's sender id: `guest_<guest session id>` (spec 000 section 3). */
export function guestSenderId(guestSessionId: number): string {
  return `guest_${guestSessionId}`;
}

export function toMessageResponse(row: MessageRow): ChatMessageResponse {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderType: row.sender_type,
    senderId: row.sender_id,
    message: row.message,
    attachments: row.attachments,
    isRead: row.is_read,
    readAt: row.read_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The customer's display name for the shop owner: their name when chat knows it, 'Guest' for a guest. */
export function customerNameOf(row: Pick<ConversationListRow, 'customer_user_id' | 'first_name' | 'last_name'>) {
  if (row.customer_user_id === null) return 'Guest';
  const name = [row.first_name, row.last_name]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || `Customer #${row.customer_user_id}`;
}

export function toConversationResponse(row: ConversationListRow): ChatConversationResponse {
  return {
    id: row.id,
    shopId: row.shop_id,
    shop: { name: row.shop_name },
    customer: { name: customerNameOf(row) },
    viewerRole: row.viewer_role,
    blockedParty: row.blocked_party,
    lastMessage: row.last_message,
    updatedAt: row.updated_at.toISOString(),
    unreadCount: Number(row.unread_count),
  };
}

export function toCustomerConversationResponse(row: {
  id: number;
  updated_at: Date;
  shop_name: string;
}): CustomerConversationResponse {
  return { id: row.id, updatedAt: row.updated_at.toISOString(), shop: { name: row.shop_name } };
}
