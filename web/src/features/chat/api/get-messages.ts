import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { chatMessageResponseSchema, type ChatMessageResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { useChatSocketConnected } from '../hooks/chat-socket';
import { messagesPath } from './get-messages-after';
import { chatKeys, MESSAGES_POLL_MS } from './keys';

const listSchema = z.array(chatMessageResponseSchema);

/** GET /api/chat/conversations/{id}/messages: the latest messages, oldest to newest. */
export async function getMessages(conversationId: number): Promise<ChatMessageResponse[]> {
  return listSchema.parse((await apiRequest<unknown>(messagesPath(conversationId))) ?? []);
}

export const messagesQueryOptions = (conversationId: number) =>
  queryOptions({ queryKey: chatKeys.messages(conversationId), queryFn: () => getMessages(conversationId) });

/** A conversation's messages (none for -1, a conversation not created yet); polled every 3 s while disconnected. */
export function useMessages(conversationId: number) {
  const connected = useChatSocketConnected();
  const enabled = conversationId > 0;
  return useQuery({
    ...messagesQueryOptions(conversationId),
    enabled,
    refetchInterval: enabled && !connected ? MESSAGES_POLL_MS : false,
  });
}
