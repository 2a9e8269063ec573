import { MessageCircle } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useChatLauncher } from '@/lib/chat-launcher';

import { useConversations } from '../api/get-conversations';

/** Unread messages from shops across the caller's conversations as their customer (the owner's side has its inbox). */
export function customerUnreadCount(conversations: ReadonlyArray<{ viewerRole: string; unreadCount: number }>): number {
  return conversations
    .filter((conversation) => conversation.viewerRole === 'customer')
    .reduce((sum, conversation) => sum + conversation.unreadCount, 0);
}

/**
 * 'Messages' in the header for customers and guests (issue 15): opens the chat drawer's conversation list (spec 000:
 * "openable from anywhere") and shows how many shop replies are unread. The count reads the conversations query,
 * which every `chat:message` push refreshes (chat-socket), so it rises live; it polls only while the socket is down.
 */
export function InboxButton() {
  const { openChat } = useChatLauncher();
  const conversations = useConversations();
  const unread = customerUnreadCount(conversations.data ?? []);
  const label = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
  return (
    <Button variant="ghost" className="relative" onClick={() => openChat()} aria-label={label}>
      <MessageCircle aria-hidden="true" />
      <span className="hidden sm:inline">Messages</span>
      {unread > 0 && (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  );
}
