import { z } from 'zod';

const conversationParties = {
  conversationId: z.number().int().positive(),
  shopId: z.number().int().positive(),
  shopOwnerId: z.number().int().positive(),
  customerUserId: z.number().int().positive().nullable(),
  guestSessionId: z.number().int().positive().nullable(),
};

export const chatEvents = {
  'chat.message.sent': z.object({
    ...conversationParties,
    messageId: z.number().int().positive(),
    senderType: z.enum(['customer', 'shop_owner']),
    senderId: z.string(),
    message: z.string(),
    createdAt: z.string().datetime(),
  }),
  'chat.conversation.created': z.object(conversationParties),
  /** One party read the other's messages up to `lastReadMessageId` (the sender's "Seen"). */
  'chat.messages.read': z.object({
    ...conversationParties,
    readerType: z.enum(['customer', 'shop_owner']),
    lastReadMessageId: z.number().int().positive(),
    readAt: z.string().datetime(),
  }),
} as const;
