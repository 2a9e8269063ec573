import type { QueryClient } from '@tanstack/react-query';

import {
  fetchAllAfter,
  lastSeenId,
  MESSAGE_PAGE_MAX_LIMIT,
  mergeMessages,
  type ChatMessageResponse,
  type ChatSocketRead,
  type FetchMessagesAfter,
} from '@app/contracts';

import { chatKeys, conversationIdOfMessagesKey } from '../api/keys';

/** Adds messages to their conversation's cached list, once each (a push, a send's answer and a resync may overlap). */
export function mergeIntoCache(
  queryClient: QueryClient,
  conversationId: number,
  messages: readonly ChatMessageResponse[],
): void {
  queryClient.setQueryData<ChatMessageResponse[]>(chatKeys.messages(conversationId), (cached) =>
    cached ? mergeMessages(cached, messages) : cached,
  );
}

/** Adds one message to its conversation's cached list, once. */
export function addMessage(queryClient: QueryClient, message: ChatMessageResponse): void {
  mergeIntoCache(queryClient, message.conversationId, [message]);
}

/** Marks the messages a `chat:read` event covers as read in their conversation's cached list. */
export function applyRead(queryClient: QueryClient, read: ChatSocketRead): void {
  queryClient.setQueryData<ChatMessageResponse[]>(chatKeys.messages(read.conversationId), (cached) => {
    if (!cached) return cached;
    const covered = (message: ChatMessageResponse) =>
      message.senderType !== read.readerType && message.id <= read.lastReadMessageId && message.readAt === null;
    if (!cached.some(covered)) return cached;
    return cached.map((message) => (covered(message) ? { ...message, isRead: true, readAt: read.readAt } : message));
  });
}

/** Fetches one page of a conversation's messages after a message id (api/get-messages-after). */
export type FetchConversationAfter = (
  conversationId: number,
  ...page: Parameters<FetchMessagesAfter<ChatMessageResponse>>
) => Promise<ChatMessageResponse[]>;

/**
 * What a (re)connected socket runs for every conversation in the cache: fetch everything after the last message
 * seen and merge it (shared logic in @app/contracts, message-sync). Call it from the `connect` handler: the
 * cursors are read synchronously, before any push of the new connection lands, or a push of a newer message
 * would hide the ones missed before it. A conversation never loaded is simply refetched.
 */
export function resyncCachedConversations(queryClient: QueryClient, fetchAfter: FetchConversationAfter): void {
  const cursors: Array<[number, number]> = [];
  const cached = queryClient.getQueriesData<ChatMessageResponse[]>({ queryKey: chatKeys.allMessages });
  for (const [queryKey, messages] of cached) {
    const conversationId = conversationIdOfMessagesKey(queryKey);
    if (conversationId === null) continue;
    const after = lastSeenId(messages);
    if (after === null) void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
    else cursors.push([conversationId, after]);
  }
  for (const [conversationId, after] of cursors) {
    void fetchAllAfter(
      (cursor, limit) => fetchAfter(conversationId, cursor, limit),
      after,
      MESSAGE_PAGE_MAX_LIMIT,
    ).then(
      (missed) => mergeIntoCache(queryClient, conversationId, missed),
      // A failed resync falls back to refetching the latest page.
      () => queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }),
    );
  }
}
