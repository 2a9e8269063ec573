import { z } from 'zod';

const conversationParties = {
  conversationId: z.number().int().positive(),
  shopId: z.number().int().positive(),
  shopOwnerId: z.number().int().positive(),
  customerUserId: z.number().int().positive().nullable(),
  guestSessionId: z.number().int().positive().nullable(),
};

const chatParty = z.enum(['customer', 'shop_owner']);

/** Which party a block keeps from sending, with the shop's name for the admin log. */
const blockFields = { blockedParty: chatParty, shopName: z.string() };

export const chatEvents = {
  'chat.message.sent': z.object({
    ...conversationParties,
    messageId: z.number().int().positive(),
    senderType: z.enum(['customer', 'shop_owner']),
    senderId: z.string(),
    message: z.string(),
    /** Uploaded image paths (also in the message's chat.images.sent). Absent in events from before. */
    attachments: z.array(z.string()).default([]),
    createdAt: z.string().datetime(),
  }),
  'chat.conversation.created': z.object(conversationParties),
  /**
   * The images a message carried (published with its chat.message.sent when it has any): catalog keeps them from its
   * orphan-image cleanup, and so binds this event, not every message (docs/decisions.md).
   */
  'chat.images.sent': z.object({
    ...conversationParties,
    messageId: z.number().int().positive(),
    attachments: z.array(z.string()).min(1),
  }),
  /** One party read the other's messages up to `lastReadMessageId` (the sender's "Seen"). */
  'chat.messages.read': z.object({
    ...conversationParties,
    readerType: chatParty,
    lastReadMessageId: z.number().int().positive(),
    readAt: z.string().datetime(),
  }),
  /**
   * A party was blocked: by the shop's owner (the customer), or by an admin deciding reports (`reportIds`, the
   * reported party; the admin and reason are in the actor, for the admin log).
   */
  'chat.conversation.blocked': z.object({
    ...conversationParties,
    ...blockFields,
    reportIds: z.array(z.number().int().positive()),
  }),
  'chat.conversation.unblocked': z.object({ ...conversationParties, ...blockFields }),
  /** An admin dismissed the open reports of a conversation (no block). */
  'chat.conversation.report_dismissed': z.object({
    ...conversationParties,
    shopName: z.string(),
    reportIds: z.array(z.number().int().positive()),
  }),
  /**
   * A party left messages unread for CHAT_UNREAD_EMAIL_DELAY_MS: identity e-mails the recipient (a person, never a
   * guest) unless they have no address or turned these e-mails off. No message text travels.
   */
  'chat.unread_reminder.requested': z.object({
    ...conversationParties,
    recipientUserId: z.number().int().positive(),
    recipientType: chatParty,
    shopName: z.string(),
    unreadCount: z.number().int().positive(),
  }),
} as const;
