import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { chatConversationResponseSchema, type ChatConversationResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { useChatSocketConnected } from '../hooks/chat-socket';
import { chatKeys, CONVERSATIONS_POLL_MS } from './keys';

const listSchema = z.array(chatConversationResponseSchema);

/** GET /api/chat/conversations: the caller's conversations, newest first (empty for a visitor). */
export async function getConversations(): Promise<ChatConversationResponse[]> {
  return listSchema.parse((await apiRequest<unknown>('/api/chat/conversations')) ?? []);
}

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.conversations, queryFn: getConversations });

/** The conversations; polled every 5 s only while the socket is disconnected. */
export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  const connected = useChatSocketConnected();
  return useQuery({
    ...conversationsQueryOptions(),
    enabled,
    refetchInterval: enabled && !connected ? CONVERSATIONS_POLL_MS : false,
  });
}
