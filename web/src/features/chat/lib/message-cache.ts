import type { QueryClient } from '@tanstack/react-query';

import type { ChatMessageResponse } from '@app/contracts';

import { chatKeys } from '../api/keys';

/** Adds a message to its conversation's cached list, once (a push and the send's answer may both bring it). */
export function addMessage(queryClient: QueryClient, message: ChatMessageResponse): void {
  queryClient.setQueryData<ChatMessageResponse[]>(chatKeys.messages(message.conversationId), (messages) => {
    if (!messages) return messages;
    if (messages.some((item) => item.id === message.id)) return messages;
    return [...messages, message].sort((a, b) => a.id - b.id);
  });
}
