import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';

import {
  CHAT_MESSAGE_SOCKET_EVENT,
  CHAT_READ_SOCKET_EVENT,
  CHAT_TYPING_SOCKET_EVENT,
  chatSocketMessageSchema,
  chatSocketReadSchema,
  chatSocketTypingSchema,
  type ChatSenderType,
} from '@app/contracts';

import { getMessagesAfter } from '../api/get-messages-after';
import { chatKeys } from '../api/keys';
import { addMessage, applyRead, resyncCachedConversations } from '../lib/message-cache';

const ChatSocketContext = createContext(false);

/** How long "… is typing" shows after the last typing signal, and how often a typing person signals. */
export const TYPING_SHOWN_MS = 4_000;
export const TYPING_SIGNAL_EVERY_MS = 2_000;

type Typing = {
  /** The other party typing in each conversation (until the signal expires). */
  typing: ReadonlyMap<number, ChatSenderType>;
  notifyTyping: (conversationId: number) => void;
};
const ChatTypingContext = createContext<Typing>({ typing: new Map(), notifyTyping: () => undefined });

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
  const socketRef = useRef<Socket | undefined>(undefined);
  const [typing, setTyping] = useState<ReadonlyMap<number, ChatSenderType>>(new Map());
  const typingTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const lastSignal = useRef(new Map<number, number>());

  const stopTyping = useCallback((conversationId: number) => {
    clearTimeout(typingTimers.current.get(conversationId));
    typingTimers.current.delete(conversationId);
    setTyping((current) => {
      if (!current.has(conversationId)) return current;
      const next = new Map(current);
      next.delete(conversationId);
      return next;
    });
  }, []);

  const showTyping = useCallback(
    (conversationId: number, senderType: ChatSenderType) => {
      clearTimeout(typingTimers.current.get(conversationId));
      typingTimers.current.set(
        conversationId,
        setTimeout(() => stopTyping(conversationId), TYPING_SHOWN_MS),
      );
      setTyping((current) => new Map(current).set(conversationId, senderType));
    },
    [stopTyping],
  );

  /** Tells the other party this person is typing: over the socket only, at most every TYPING_SIGNAL_EVERY_MS. */
  const notifyTyping = useCallback((conversationId: number) => {
    const now = Date.now();
    if (now - (lastSignal.current.get(conversationId) ?? 0) < TYPING_SIGNAL_EVERY_MS) return;
    lastSignal.current.set(conversationId, now);
    socketRef.current?.emit(CHAT_TYPING_SOCKET_EVENT, { conversationId });
  }, []);

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
        stopTyping(message.conversationId);
        refreshLists();
      });
      socket.on(CHAT_TYPING_SOCKET_EVENT, (data: unknown) => {
        const parsed = chatSocketTypingSchema.safeParse(data);
        if (parsed.success) showTyping(parsed.data.conversationId, parsed.data.senderType);
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
        if (!cancelled) {
          live = listen(io({ path: '/socket.io', withCredentials: true }));
          socketRef.current = live;
        }
      })
      .catch(() => setConnected(false));
    return () => {
      cancelled = true;
      live?.disconnect();
      socketRef.current = undefined;
      setConnected(false);
    };
  }, [enabled, identityKey, queryClient, showTyping, stopTyping]);

  const typingValue = useMemo(() => ({ typing, notifyTyping }), [typing, notifyTyping]);
  return (
    <ChatSocketContext.Provider value={connected}>
      <ChatTypingContext.Provider value={typingValue}>{children}</ChatTypingContext.Provider>
    </ChatSocketContext.Provider>
  );
}

/** Who (the other party) is typing in the conversation right now, or null. */
export function useTypingIn(conversationId: number): ChatSenderType | null {
  return useContext(ChatTypingContext).typing.get(conversationId) ?? null;
}

/** The function to call as the person types in a conversation. */
export function useNotifyTyping(): (conversationId: number) => void {
  return useContext(ChatTypingContext).notifyTyping;
}

/** Whether the live connection is up (the chat queries poll while it is not). */
export function useChatSocketConnected(): boolean {
  return useContext(ChatSocketContext);
}
