import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import type { ChatSenderType } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage, getErrorStatus } from '@/lib/api-client';
import { useChatLauncher, type ChatTarget } from '@/lib/chat-launcher';

import { useConversations } from '../api/get-conversations';
import { useSendMessage } from '../api/send-message';
import { ConnectionStatus } from './connection-status';
import { ConversationActions } from './conversation-actions';
import { ConversationList } from './conversation-list';
import { ConversationView, NEW_CONVERSATION_ID } from './conversation-view';

export type SignInSlotProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the person signed in or signed up: the held message is sent then. */
  onSuccess: () => void;
};

type ChatDrawerProps = {
  /** A signed-in person, or a visitor with an active guest session: they may send. */
  canSend: boolean;
  /** The sign-in modal (Sign In and Sign Up tabs) that the app composes in from the auth feature. */
  renderSignIn: (props: SignInSlotProps) => ReactNode;
};

type Selected = { id: number; shopId: number; shopName?: string; viewerRole: ChatSenderType };
type Held = { shopId: number; text: string };

export const SEND_FAILED = { title: 'Error', description: 'Failed to send message. Please try again.' } as const;

/** The toast of a failed send: the server's own words for a block (403) or the send limit (429). */
export function sendFailure(error: unknown): { title: string; description: string } {
  const status = getErrorStatus(error);
  if (status === 403 || status === 429)
    return { title: 'Error', description: getErrorMessage(error, SEND_FAILED.description) };
  return SEND_FAILED;
}

function initialSelection(target: ChatTarget | null): Selected | null {
  if (!target?.shopId) return null;
  return { id: NEW_CONVERSATION_ID, shopId: target.shopId, shopName: target.shopName, viewerRole: 'customer' };
}

function DrawerBody({ target, canSend, renderSignIn }: ChatDrawerProps & { target: ChatTarget | null }) {
  const conversations = useConversations();
  const sendMessage = useSendMessage();
  const [selected, setSelected] = useState<Selected | null>(() => initialSelection(target));
  const [held, setHeld] = useState<Held | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);

  const list = conversations.data ?? [];
  // A conversation opened for a shop is -1 until the list shows the person already has one with that shop.
  const existing =
    selected && selected.id === NEW_CONVERSATION_ID
      ? list.find((item) => item.shopId === selected.shopId && item.viewerRole === 'customer')
      : undefined;
  const conversationId = existing?.id ?? selected?.id ?? NEW_CONVERSATION_ID;

  const hold = (shopId: number, text: string) => {
    setHeld({ shopId, text });
    setSignInOpen(true);
  };

  const deliver = async (request: {
    shopId: number;
    message: string;
    attachments?: string[];
    conversationId?: number;
  }) => {
    const sent = await sendMessage.mutateAsync(request);
    setSelected((current) =>
      current && current.shopId === request.shopId ? { ...current, id: sent.conversationId } : current,
    );
  };

  // A held message (sent before signing in) keeps its text only: images need a signed-in uploader anyway.
  const onSend = async (text: string, attachments: string[]): Promise<boolean> => {
    if (!selected) return false;
    if (!canSend) {
      hold(selected.shopId, text);
      return true;
    }
    try {
      await deliver({
        shopId: selected.shopId,
        message: text,
        attachments,
        ...(conversationId > 0 ? { conversationId } : {}),
      });
      return true;
    } catch (error) {
      if (getErrorStatus(error) === 401) {
        hold(selected.shopId, text);
        return true;
      }
      toast({ variant: 'destructive', ...sendFailure(error) });
      return false;
    }
  };

  const sendHeld = () => {
    const message = held;
    setHeld(null);
    if (!message) return;
    deliver({ shopId: message.shopId, message: message.text }).catch(() =>
      toast({ variant: 'destructive', ...SEND_FAILED }),
    );
  };

  const current = list.find((item) => item.id === conversationId);
  const title = selected
    ? selected.viewerRole === 'shop_owner'
      ? (list.find((item) => item.id === conversationId)?.customer.name ?? 'Customer')
      : (selected.shopName ?? list.find((item) => item.id === conversationId)?.shop.name ?? 'Shop')
    : 'Messages';

  return (
    <>
      <SheetHeader className="flex-row items-center gap-2 border-b pr-12">
        {selected && (
          <Button variant="ghost" size="icon" aria-label="Back to conversations" onClick={() => setSelected(null)}>
            <ArrowLeft aria-hidden="true" />
          </Button>
        )}
        <SheetTitle className="truncate">{title}</SheetTitle>
        <ConnectionStatus className="ml-auto shrink-0" />
        <SheetDescription className="sr-only">
          {selected ? 'Your conversation' : 'Your conversations with shops'}
        </SheetDescription>
      </SheetHeader>
      {selected ? (
        <>
          {current && (
            <div className="flex justify-end border-b px-2 py-1">
              <ConversationActions conversation={current} />
            </div>
          )}
          {held && (
            <p className="mx-4 rounded-md bg-muted p-2 text-xs text-muted-foreground" role="status">
              Your message will be sent once you sign in.
            </p>
          )}
          <ConversationView
            conversationId={conversationId}
            shopName={selected.shopName}
            otherPartyName={
              selected.viewerRole === 'shop_owner' ? current?.customer.name : (current?.shop.name ?? selected.shopName)
            }
            viewerRole={selected.viewerRole}
            onSend={onSend}
            isSending={sendMessage.isPending}
          />
        </>
      ) : (
        <ConversationList
          className="flex-1"
          conversations={list}
          isLoading={conversations.isPending && conversations.fetchStatus !== 'idle'}
          onSelect={(item) =>
            setSelected({ id: item.id, shopId: item.shopId, shopName: item.shop.name, viewerRole: item.viewerRole })
          }
          titleOf={(item) =>
            item.viewerRole === 'shop_owner' ? `${item.customer.name} · ${item.shop.name}` : item.shop.name
          }
        />
      )}
      {renderSignIn({
        open: signInOpen,
        onOpenChange: setSignInOpen,
        onSuccess: sendHeld,
      })}
    </>
  );
}

/**
 * The chat side panel (spec 000 section 2): a right-hand drawer 24rem wide with the conversation list (searchable
 * by shop name) and a conversation view. A message typed while signed out is held, the sign-in modal opens, and
 * the held message is sent after sign-in (spec section 4).
 */
export function ChatDrawer(props: ChatDrawerProps) {
  const { isOpen, setOpen, target, openedAt } = useChatLauncher();
  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent side="right" className="w-96 max-w-full gap-0 p-0 sm:max-w-96">
        {isOpen && <DrawerBody key={openedAt} target={target} {...props} />}
      </SheetContent>
    </Sheet>
  );
}
