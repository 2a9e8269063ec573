import { Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { CHAT_MESSAGE_MAX_LENGTH, type ChatSenderType } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useNotifyTyping, useTypingIn } from '../hooks/chat-socket';
import { AttachmentPicker } from './attachment-picker';
import { MessageAttachments } from './message-attachments';

/** -1: a conversation with the shop that the first message will create (spec section 4). */
export const NEW_CONVERSATION_ID = -1;

type ConversationViewProps = {
  conversationId: number;
  shopName?: string;
  /** Who the other party is, for "… is typing" (the shop's name, or the customer's). */
  otherPartyName?: string;
  /** The caller's side of the conversation: their bubbles sit on the right. */
  viewerRole: ChatSenderType;
  /**
   * Sends the trimmed text and the uploaded images' URLs (at least one of the two); resolves true when it was sent
   * or held, so the box clears.
   */
  onSend: (text: string, attachments: string[]) => Promise<boolean>;
  isSending: boolean;
  className?: string;
};

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** Message bubbles, oldest first, and the box: Enter sends, Shift+Enter starts a new line (spec section 5). */
export function ConversationView({
  conversationId,
  shopName,
  otherPartyName,
  viewerRole,
  onSend,
  isSending,
  className,
}: ConversationViewProps) {
  const messages = useMessages(conversationId);
  const markRead = useMarkRead();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const items = conversationId > 0 ? (messages.data ?? []) : [];
  const lastUnread = [...items].reverse().find((item) => item.senderType !== viewerRole && !item.isRead);
  const lastMessageId = items.at(-1)?.id;
  // "Seen" goes under the caller's last message the other party has read.
  const lastSeenId = [...items].reverse().find((item) => item.senderType === viewerRole && item.readAt)?.id;
  const { mutate: markConversationRead } = markRead;
  const typingParty = useTypingIn(conversationId);
  const notifyTyping = useNotifyTyping();
  const otherIsTyping = typingParty !== null && typingParty !== viewerRole;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastMessageId, conversationId]);

  useEffect(() => {
    if (lastUnread && conversationId > 0) markConversationRead(conversationId);
  }, [lastUnread?.id, conversationId, markConversationRead]); // eslint-disable-line react-hooks/exhaustive-deps

  const trimmed = text.trim();
  const canSend =
    (trimmed.length > 0 || attachments.length > 0) &&
    trimmed.length <= CHAT_MESSAGE_MAX_LENGTH &&
    !isSending &&
    !uploading;

  const send = async () => {
    if (!canSend) return;
    if (await onSend(trimmed, attachments)) {
      setText('');
      setAttachments([]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)}>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3" role="log" aria-label="Messages" aria-live="polite">
        {conversationId > 0 && messages.isPending ? (
          <p className="py-8 text-center text-sm text-muted-foreground">Loading messages...</p>
        ) : items.length === 0 ? (
          <div className="py-10 text-center text-sm text-muted-foreground">
            <p className="font-medium text-foreground">
              {conversationId === NEW_CONVERSATION_ID && shopName
                ? `Start chatting with ${shopName}`
                : 'Start your conversation'}
            </p>
            <p className="mt-1">Send a message to get started.</p>
          </div>
        ) : (
          <ul className="grid gap-2">
            {items.map((message) => {
              const mine = message.senderType === viewerRole;
              return (
                <li
                  key={message.id}
                  className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}
                  data-testid="chat-message"
                  data-mine={mine}
                >
                  <div
                    className={cn(
                      'max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                      mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
                    )}
                  >
                    {message.message && <p>{message.message}</p>}
                    <MessageAttachments urls={message.attachments} className={message.message ? 'mt-2' : ''} />
                    <p
                      className={cn('mt-1 text-[10px]', mine ? 'text-primary-foreground/70' : 'text-muted-foreground')}
                      title={formatDate(message.createdAt) ?? undefined}
                    >
                      {timeOf(message.createdAt)}
                    </p>
                  </div>
                  {message.id === lastSeenId && (
                    <p className="mt-0.5 text-[10px] text-muted-foreground" data-testid="chat-seen">
                      Seen
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <div ref={endRef} />
      </div>
      <p className="h-5 px-4 text-xs text-muted-foreground" aria-live="polite" data-testid="chat-typing">
        {otherIsTyping
          ? `${otherPartyName ?? (viewerRole === 'customer' ? 'The shop' : 'The customer')} is typing…`
          : ''}
      </p>
      <form
        className="border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <AttachmentPicker value={attachments} onChange={setAttachments} onUploadingChange={setUploading}>
          <Textarea
            aria-label="Message"
            placeholder="Type your message..."
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (conversationId > 0 && event.target.value.trim()) notifyTyping(conversationId);
            }}
            onKeyDown={onKeyDown}
            rows={2}
            maxLength={2000}
            className="min-h-10 resize-none"
          />
          <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message">
            {isSending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          </Button>
        </AttachmentPicker>
      </form>
    </div>
  );
}
