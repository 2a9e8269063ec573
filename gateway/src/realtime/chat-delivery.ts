import type { ChatSocketMessage, ChatSocketRead, EventPayload } from '@app/contracts';
import { guestRoom, userRoom } from './rooms';

/** The rooms of both parties of a conversation: the shop's owner, and its customer or guest. */
export function chatRoomsOf(
  payload: Pick<EventPayload<'chat.message.sent'>, 'shopOwnerId' | 'customerUserId' | 'guestSessionId'>,
): string[] {
  const rooms = [userRoom(payload.shopOwnerId)];
  if (payload.customerUserId !== null) rooms.push(userRoom(payload.customerUserId));
  if (payload.guestSessionId !== null) rooms.push(guestRoom(payload.guestSessionId));
  return rooms;
}

/** The `chat:message` socket data: the message as the REST API returns it, plus its shop. */
export function chatSocketMessageOf(payload: EventPayload<'chat.message.sent'>): ChatSocketMessage {
  return {
    id: payload.messageId,
    conversationId: payload.conversationId,
    shopId: payload.shopId,
    senderType: payload.senderType,
    senderId: payload.senderId,
    message: payload.message,
    attachments: payload.attachments,
    isRead: false,
    readAt: null,
    createdAt: payload.createdAt,
  };
}

/** The `chat:read` socket data: which party read the other's messages up to which id, and when. */
export function chatSocketReadOf(payload: EventPayload<'chat.messages.read'>): ChatSocketRead {
  return {
    conversationId: payload.conversationId,
    readerType: payload.readerType,
    lastReadMessageId: payload.lastReadMessageId,
    readAt: payload.readAt,
  };
}
