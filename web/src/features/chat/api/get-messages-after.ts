import { z } from 'zod';

import { chatMessageResponseSchema, type ChatMessageResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

const listSchema = z.array(chatMessageResponseSchema);

/** GET /api/chat/conversations/{id}/messages, which the latest messages and the pages after a message share. */
export const messagesPath = (conversationId: number) => `/api/chat/conversations/${conversationId}/messages`;

/**
 * GET /api/chat/conversations/{id}/messages?after=<id>&limit=<n>: the first `limit` messages after a message id,
 * oldest first. Not a query of its own: the socket's resync pages through it (fetchAllAfter) and merges the
 * result into the conversation's `chatKeys.messages` cache.
 */
export async function getMessagesAfter(
  conversationId: number,
  after: number,
  limit: number,
): Promise<ChatMessageResponse[]> {
  const path = `${messagesPath(conversationId)}?after=${after}&limit=${limit}`;
  return listSchema.parse((await apiRequest<unknown>(path)) ?? []);
}
