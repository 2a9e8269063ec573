import type { EventPayload } from '@app/contracts';
import { chatRoomsOf, chatSocketMessageOf } from './chat-delivery';

const payload: EventPayload<'chat.message.sent'> = {
  conversationId: 4,
  shopId: 9,
  shopOwnerId: 2,
  customerUserId: 7,
  guestSessionId: null,
  messageId: 31,
  senderType: 'customer',
  senderId: '7',
  message: 'Have you brown bread today?',
  attachments: [],
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe(chatRoomsOf.name, () => {
  it('reaches the shop owner and the customer', () => {
    expect(chatRoomsOf(payload)).toEqual(['user:2', 'user:7']);
  });

  it('reaches a guest through the guest session room', () => {
    expect(chatRoomsOf({ ...payload, customerUserId: null, guestSessionId: 5 })).toEqual(['user:2', 'guest:5']);
  });
});

describe(chatSocketMessageOf.name, () => {
  it('shapes the push like the REST message, with its shop', () => {
    expect(chatSocketMessageOf(payload)).toEqual({
      id: 31,
      conversationId: 4,
      shopId: 9,
      senderType: 'customer',
      senderId: '7',
      message: 'Have you brown bread today?',
      attachments: [],
      isRead: false,
      readAt: null,
      createdAt: '2026-01-05T10:00:00.000Z',
    });
  });
});
