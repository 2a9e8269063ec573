/**
 * Query keys of the chat feature. The first element is the request path (spec section 7), so the default query
 * function could serve them.
 */
export const chatKeys = {
  all: ['/api/chat'] as const,
  conversations: ['/api/chat/conversations'] as const,
  messages: (conversationId: number) => [`/api/chat/conversations/${conversationId}/messages`] as const,
  /** The profile's list (the auth feature reads it under the same key). */
  customerConversations: ['/api/customer/conversations'] as const,
};

/** The conversation id of a `chatKeys.messages` key, or null for any other key. */
export function conversationIdOfMessagesKey(queryKey: readonly unknown[]): number | null {
  const match = /^\/api\/chat\/conversations\/(\d+)\/messages$/.exec(String(queryKey[0]));
  return match && queryKey.length === 1 ? Number(match[1]) : null;
}

/** Polling while the socket is down (spec section 9): conversations every 5 s, messages every 3 s. */
export const CONVERSATIONS_POLL_MS = 5_000;
export const MESSAGES_POLL_MS = 3_000;
