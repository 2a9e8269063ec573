import { MessageCircle, Search } from 'lucide-react';
import { useState } from 'react';

import type { ChatConversationResponse } from '@app/contracts';

import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type ConversationListProps = {
  conversations: ChatConversationResponse[];
  isLoading: boolean;
  selectedId?: number | null;
  onSelect: (conversation: ChatConversationResponse) => void;
  /** Owners see the customer's name as the title; customers the shop's. */
  titleOf?: (conversation: ChatConversationResponse) => string;
  className?: string;
};

function when(iso: string): string {
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString()
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

/** The conversation list with its search box, which filters by shop name (spec section 2). */
export function ConversationList({
  conversations,
  isLoading,
  selectedId,
  onSelect,
  titleOf = (conversation) => conversation.shop.name,
  className,
}: ConversationListProps) {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = term
    ? conversations.filter((conversation) => conversation.shop.name.toLowerCase().includes(term))
    : conversations;

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div className="relative p-3">
        <Search className="absolute top-1/2 left-6 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          aria-label="Search conversations"
          placeholder="Search by shop name..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {isLoading ? (
          <p className="p-6 text-center text-sm text-muted-foreground">Loading conversations...</p>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center p-8 text-center text-muted-foreground">
            <MessageCircle className="size-10" aria-hidden="true" />
            <p className="mt-2 text-sm">
              {conversations.length === 0 ? 'No conversations yet' : 'No matching conversations'}
            </p>
          </div>
        ) : (
          <ul aria-label="Conversations">
            {shown.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => onSelect(conversation)}
                  className={cn(
                    'flex w-full items-start gap-3 border-b px-4 py-3 text-left hover:bg-muted',
                    selectedId === conversation.id && 'bg-muted',
                  )}
                  aria-current={selectedId === conversation.id ? 'true' : undefined}
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium">{titleOf(conversation)}</span>
                      <span className="shrink-0 text-xs text-muted-foreground">{when(conversation.updatedAt)}</span>
                    </div>
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm text-muted-foreground">
                        {conversation.lastMessage ?? 'No messages yet'}
                      </span>
                      {conversation.unreadCount > 0 && (
                        <Badge aria-label={`${conversation.unreadCount} unread`} className="rounded-full">
                          {conversation.unreadCount}
                        </Badge>
                      )}
                    </div>
                  </div>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
