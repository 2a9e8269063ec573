import { MessageCircle } from 'lucide-react';
import { useState } from 'react';

import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';

import { useConversations } from '../api/get-conversations';
import { useSendMessage } from '../api/send-message';
import { sendFailure } from './chat-drawer';
import { ConnectionStatus } from './connection-status';
import { ConversationActions } from './conversation-actions';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

/**
 * The dashboard's Messages tab (spec 001 section 2): the conversations of the owner's shops with unread badges,
 * and the selected one to read and answer. New messages arrive live (or by polling while the socket is down).
 */
export function OwnerInbox({ initialConversationId }: { initialConversationId?: number }) {
  const conversations = useConversations();
  const sendMessage = useSendMessage();
  const [selectedId, setSelectedId] = useState<number | null>(initialConversationId ?? null);
  const inbox = (conversations.data ?? []).filter((item) => item.viewerRole === 'shop_owner');
  const selected = inbox.find((item) => item.id === selectedId) ?? null;

  if (!conversations.isPending && inbox.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center py-8 text-center text-muted-foreground">
          <MessageCircle className="size-12" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold text-foreground">No messages yet</p>
          <p className="mt-1">Customer messages will appear here once customers send inquiries about your shops.</p>
          <ConnectionStatus className="mt-3" />
        </CardContent>
      </Card>
    );
  }

  const onSend = async (text: string, attachments: string[]): Promise<boolean> => {
    if (!selected) return false;
    try {
      await sendMessage.mutateAsync({
        shopId: selected.shopId,
        conversationId: selected.id,
        message: text,
        attachments,
      });
      return true;
    } catch (error) {
      toast({ variant: 'destructive', ...sendFailure(error) });
      return false;
    }
  };

  return (
    <Card className="overflow-hidden p-0">
      <div className="grid h-[32rem] md:grid-cols-[20rem_1fr]" aria-label="Inbox" role="region">
        <ConversationList
          className="border-r"
          conversations={inbox}
          isLoading={conversations.isPending}
          selectedId={selectedId}
          onSelect={(item) => setSelectedId(item.id)}
          titleOf={(item) => `${item.customer.name} · ${item.shop.name}`}
        />
        {selected ? (
          <div className="flex min-h-0 flex-col">
            <div className="border-b px-4 py-3">
              <ConnectionStatus className="float-right" />
              <p className="font-semibold">{selected.customer.name}</p>
              <p className="text-xs text-muted-foreground">About {selected.shop.name}</p>
              <ConversationActions conversation={selected} />
            </div>
            <ConversationView
              key={selected.id}
              conversationId={selected.id}
              otherPartyName={selected.customer.name}
              viewerRole="shop_owner"
              onSend={onSend}
              isSending={sendMessage.isPending}
            />
          </div>
        ) : (
          <div className="hidden flex-col items-center justify-center gap-2 text-sm text-muted-foreground md:flex">
            Choose a conversation to read and reply.
            <ConnectionStatus />
          </div>
        )}
      </div>
    </Card>
  );
}

/** The number of unread customer messages across the owner's shops, as a badge (nothing when there are none). */
export function OwnerUnreadBadge() {
  const conversations = useConversations();
  const unread = (conversations.data ?? [])
    .filter((item) => item.viewerRole === 'shop_owner')
    .reduce((sum, item) => sum + item.unreadCount, 0);
  if (unread === 0) return null;
  return (
    <span
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
      aria-label={`${unread} unread messages`}
    >
      {unread}
    </span>
  );
}
