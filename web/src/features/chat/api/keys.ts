import type { QueryKey } from '@tanstack/react-query';

import { sharedKeys } from '@/lib/query-keys';

/**
 * Query keys of the chat feature: the conversations, each conversation's messages (under one branch, so the socket's
 * resync finds every cached conversation by it), the profile's list of the customer's conversations (a shared root:
 * a sign-in refreshes it) and the person's notification choices.
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  allMessages: ['chat', 'messages'] as const,
  messages: (conversationId: number) => [...chatKeys.allMessages, conversationId] as const,
  customerConversations: sharedKeys.customerConversations,
  preferences: ['chat', 'preferences'] as const,
};

/** The conversation of a key made by `chatKeys.messages` (its last element), or null for any other key. */
export function conversationIdOfMessagesKey(queryKey: QueryKey): number | null {
  const [root, branch, conversationId] = queryKey;
  return root === chatKeys.all[0] && branch === chatKeys.allMessages[1] && typeof conversationId === 'number'
    ? conversationId
    : null;
}

/** Polling while the socket is down (spec section 9): conversations every 5 s, messages every 3 s. */
export const CONVERSATIONS_POLL_MS = 5_000;
export const MESSAGES_POLL_MS = 3_000;
