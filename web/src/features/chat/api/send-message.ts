import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ChatMessageResponse, SendMessageRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { addMessage } from '../lib/message-cache';
import { chatKeys } from './keys';

/** POST /api/chat/messages: shopId, message and, for an existing conversation, its id. */
export async function sendMessage(request: SendMessageRequest): Promise<ChatMessageResponse> {
  const sent = await apiRequest<ChatMessageResponse>('/api/chat/messages', 'POST', request);
  if (!sent) throw new Error('Failed to send message');
  return sent;
}

/**
 * Sends a message and puts it in its conversation's cache. The conversation list refreshes at once and again
 * after 500 ms (spec section 4), so a conversation created by this message appears.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addMessage(queryClient, message);
      const refresh = () => {
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        void queryClient.invalidateQueries({ queryKey: chatKeys.customerConversations });
      };
      refresh();
      setTimeout(refresh, 500);
    },
  });
}
