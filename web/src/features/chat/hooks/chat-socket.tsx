import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';

import {
  CHAT_MESSAGE_SOCKET_EVENT,
  CHAT_READ_SOCKET_EVENT,
  chatSocketMessageSchema,
  chatSocketReadSchema,
} from '@app/contracts';

import { getMessagesAfter } from '../api/get-messages-after';
import { chatKeys } from '../api/keys';
import { addMessage, applyRead, resyncCachedConversations } from '../lib/message-cache';

const ChatSocketContext = createContext(false);

type ChatSocketProviderProps = {
  /**
   * Whether chat is needed: someone who can have conversations (signed in, or a guest session), or a visitor who
   * opened the drawer. Until then Socket.IO is neither downloaded nor connected, which keeps it off the landing
   * pages' critical path.
   */
  enabled: boolean;
  /**
   * Who is signed in (and whether a guest session exists). The gateway places a socket in its rooms when it
   * connects, so a new key reconnects the socket as the new person.
   */
  identityKey: string;
  children: ReactNode;
};

/**
 * The live chat connection: Socket.IO to the page's own origin at /socket.io with the session cookie. Every
 * `chat:message` lands in its conversation's cache and refreshes the conversation lists. Every (re)connection
 * resyncs: each cached conversation fetches the messages after the last one it has seen and merges them by id,
 * and the conversation lists (unread counts) refresh. While it is down, the chat queries poll instead.
 */
export function ChatSocketProvider({ enabled, identityKey, children }: ChatSocketProviderProps) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const refreshLists = () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: chatKeys.customerConversations });
    };
    const listen = (socket: Socket): Socket => {
      socket.on('connect', () => {
        // First, synchronously: the resync reads its cursors before any push of this connection is merged.
        resyncCachedConversations(queryClient, getMessagesAfter);
        setConnected(true);
        refreshLists();
      });
      socket.on('disconnect', (reason) => {
        setConnected(false);
        // The gateway closes a socket when the session it was opened with ends (a replaced guest session, a new
        // sign-in) and Socket.IO does not reconnect after that by itself: connect again with the current cookies.
        if (reason === 'io server disconnect') socket.connect();
      });
      socket.on('connect_error', () => setConnected(false));
      socket.on(CHAT_MESSAGE_SOCKET_EVENT, (data: unknown) => {
        const parsed = chatSocketMessageSchema.safeParse(data);
        if (!parsed.success) return;
        const { shopId: _shopId, ...message } = parsed.data;
        addMessage(queryClient, message);
        refreshLists();
      });
      socket.on(CHAT_READ_SOCKET_EVENT, (data: unknown) => {
        const parsed = chatSocketReadSchema.safeParse(data);
        if (!parsed.success) return;
        applyRead(queryClient, parsed.data);
        refreshLists();
      });
      return socket;
    };

    let live: Socket | undefined;
    let cancelled = false;
    // socket.io-client is its own chunk, fetched the first time chat is needed.
    // If the chunk cannot load, the connection stays down and the chat queries keep polling.
    import('socket.io-client')
      .then(({ io }) => {
        if (!cancelled) live = listen(io({ path: '/socket.io', withCredentials: true }));
      })
      .catch(() => setConnected(false));
    return () => {
      cancelled = true;
      live?.disconnect();
      setConnected(false);
    };
  }, [enabled, identityKey, queryClient]);

  return <ChatSocketContext.Provider value={connected}>{children}</ChatSocketContext.Provider>;
}

/** Whether the live connection is up (the chat queries poll while it is not). */
export function useChatSocketConnected(): boolean {
  return useContext(ChatSocketContext);
}
