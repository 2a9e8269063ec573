import { z } from 'zod';
import { isUploadedImagePath } from '../catalog/gallery.schema';
import { MAX_ROW_ID } from '../common/row-id';

/** The most characters one chat message may hold (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** What the drawer's message box accepts and the chat service stores: trimmed, 1 to 2000 characters. */
export const chatMessageTextSchema = z
  .string({ required_error: 'Message cannot be empty', invalid_type_error: 'Message cannot be empty' })
  .trim()
  .min(1, 'Message cannot be empty')
  .max(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);

/** The most images one chat message may carry (issue 17). */
export const CHAT_MAX_ATTACHMENTS = 4;

export const CHAT_ATTACHMENT_MESSAGES = {
  tooMany: `A message may carry at most ${CHAT_MAX_ATTACHMENTS} images`,
  notUploaded: 'Attachments must be images uploaded here',
  empty: 'Write a message or attach an image',
} as const;

/** `attachments` of a message: up to 4 paths returned by the upload endpoint (never an outside address). */
export const chatAttachmentsSchema = z
  .array(
    z
      .string({ invalid_type_error: CHAT_ATTACHMENT_MESSAGES.notUploaded })
      .trim()
      .max(200, CHAT_ATTACHMENT_MESSAGES.notUploaded)
      .refine(isUploadedImagePath, CHAT_ATTACHMENT_MESSAGES.notUploaded),
    { invalid_type_error: CHAT_ATTACHMENT_MESSAGES.notUploaded },
  )
  .max(CHAT_MAX_ATTACHMENTS, CHAT_ATTACHMENT_MESSAGES.tooMany);

/**
 * POST /api/chat/messages. `conversationId` is absent (or -1, the drawer's "not created yet") for a first message
 * to a shop; a shop owner answers with the conversation's id.
 */
export const sendMessageSchema = z.object({
  shopId: z.coerce
    .number({ invalid_type_error: 'Please choose a shop' })
    .int()
    .positive('Please choose a shop')
    .max(MAX_ROW_ID, 'Please choose a shop'),
  /** Text, images or both: an empty text is allowed only beside at least one image. */
  message: z
    .string({ invalid_type_error: 'Message cannot be empty' })
    .trim()
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value ?? ''),
  attachments: chatAttachmentsSchema.optional().transform((value) => value ?? []),
  conversationId: z.coerce
    .number()
    .int()
    .refine((value) => value === -1 || (value > 0 && value <= MAX_ROW_ID), 'Invalid conversation')
    .optional()
    .nullable()
    .transform((value) => (value === undefined || value === null || value === -1 ? null : value)),
})
  .refine((value) => value.message.length > 0 || value.attachments.length > 0, {
    message: 'Message cannot be empty',
    path: ['message'],
  });
export type SendMessageRequest = z.input<typeof sendMessageSchema>;
export type SendMessageInput = z.output<typeof sendMessageSchema>;

/** The most messages one page of GET /api/chat/conversations/{id}/messages may hold. */
export const MESSAGE_PAGE_MAX_LIMIT = 200;

/**
 * GET /api/chat/conversations/{id}/messages: the latest `limit` messages before `before` (a message id), or the
 * first `limit` messages after `after` (what a reconnecting client missed), oldest to newest either way.
 */
export const messagePageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX_LIMIT).default(100),
    before: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    after: z.coerce
      .number({ invalid_type_error: 'after must be a message id' })
      .int('after must be a message id')
      .positive('after must be a message id')
      .max(MAX_ROW_ID, 'after must be a message id')
      .optional(),
  })
  .refine((page) => page.before === undefined || page.after === undefined, {
    message: 'Use either before or after, not both',
    path: ['after'],
  });
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;

export const chatSenderTypeSchema = z.enum(['customer', 'shop_owner']);
export type ChatSenderType = z.infer<typeof chatSenderTypeSchema>;

/** One chat message (spec 000 section 3). Guest sender ids begin with guest_. */
export const chatMessageResponseSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderType: chatSenderTypeSchema,
  senderId: z.string(),
  message: z.string(),
  /** Uploaded image paths (0 to 4), in the order sent. */
  attachments: z.array(z.string()),
  isRead: z.boolean(),
  /** When the other party read it (opened the conversation); null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessageResponse = z.infer<typeof chatMessageResponseSchema>;

/**
 * One item of GET /api/chat/conversations (spec 000 section 3, plus what the drawer and the owner's inbox need):
 * `viewerRole` says which party the caller is, `unreadCount` counts the other party's unread messages and
 * `customer.name` names the customer for the shop owner ('Guest' for a guest).
 */
export const chatConversationResponseSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  shop: z.object({ name: z.string() }),
  customer: z.object({ name: z.string() }),
  viewerRole: chatSenderTypeSchema,
  /** The party a block keeps from sending (the owner blocks the customer; an admin may block either), or null. */
  blockedParty: chatSenderTypeSchema.nullable(),
  lastMessage: z.string().nullable(),
  updatedAt: z.string(),
  unreadCount: z.number().int(),
});
export type ChatConversationResponse = z.infer<typeof chatConversationResponseSchema>;

/** One item of GET /api/customer/conversations (the profile's list). */
export const customerConversationResponseSchema = z.object({
  id: z.number().int(),
  updatedAt: z.string(),
  shop: z.object({ name: z.string() }),
});
export type CustomerConversationResponse = z.infer<typeof customerConversationResponseSchema>;

/** POST /api/chat/conversations/{id}/read: how many of the other party's messages became read. */
export const markReadResponseSchema = z.object({ conversationId: z.number().int(), updated: z.number().int() });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/** The Socket.IO event the gateway emits to both parties for every sent message. */
export const CHAT_MESSAGE_SOCKET_EVENT = 'chat:message';

/** The data of a `chat:message` socket event: the message plus the conversation's shop. */
export const chatSocketMessageSchema = chatMessageResponseSchema.extend({ shopId: z.number().int() });
export type ChatSocketMessage = z.infer<typeof chatSocketMessageSchema>;

/** The Socket.IO event the gateway emits to both parties when one of them reads the other's messages. */
export const CHAT_READ_SOCKET_EVENT = 'chat:read';

/**
 * The data of a `chat:read` socket event: every message of `conversationId` up to `lastReadMessageId` sent by the
 * party other than `readerType` is read since `readAt`.
 */
export const chatSocketReadSchema = z.object({
  conversationId: z.number().int(),
  readerType: chatSenderTypeSchema,
  lastReadMessageId: z.number().int(),
  readAt: z.string(),
});
export type ChatSocketRead = z.infer<typeof chatSocketReadSchema>;

/** POST/DELETE /api/chat/conversations/{id}/block: whether the customer is now blocked. */
export const conversationBlockResponseSchema = z.object({
  conversationId: z.number().int(),
  blockedParty: chatSenderTypeSchema.nullable(),
});
export type ConversationBlockResponse = z.infer<typeof conversationBlockResponseSchema>;

/**
 * Typing travels over the socket only, never stored: the client emits `chat:typing` { conversationId } to the
 * gateway, which relays it as `chat:typing` { conversationId, senderType } to the other party, if the sender is
 * a party of the conversation.
 */
export const CHAT_TYPING_SOCKET_EVENT = 'chat:typing';

export const chatTypingInputSchema = z.object({ conversationId: z.number().int().positive().max(MAX_ROW_ID) });
export type ChatTypingInput = z.infer<typeof chatTypingInputSchema>;

export const chatSocketTypingSchema = z.object({
  conversationId: z.number().int(),
  senderType: chatSenderTypeSchema,
});
export type ChatSocketTyping = z.infer<typeof chatSocketTypingSchema>;

/** GET /internal/conversations/{id}/parties (chat, for the gateway's typing relay): who is in a conversation. */
export const conversationPartiesSchema = z.object({
  conversationId: z.number().int(),
  shopOwnerId: z.number().int(),
  customerUserId: z.number().int().nullable(),
  guestSessionId: z.number().int().nullable(),
});
export type ConversationParties = z.infer<typeof conversationPartiesSchema>;
