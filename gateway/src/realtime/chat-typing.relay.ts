import { Injectable, Logger } from '@nestjs/common';
import type { Socket } from 'socket.io';
import type { RequestIdentity } from '@app/auth-context';
import { CHAT_TYPING_SOCKET_EVENT, chatTypingInputSchema, type ChatSocketTyping } from '@app/contracts';
import { ChatPartiesClient } from './chat-parties.client';
import { typingRelayOf } from './chat-typing';

/** One typing signal per socket per this long at most; the client sends one every few seconds while typing. */
export const TYPING_MIN_INTERVAL_MS = 1000;

/**
 * Relays `chat:typing` from a socket to the other party of the conversation, after checking with chat that the
 * socket's person is a party. Nothing is stored; a signal that cannot be checked is dropped.
 */
@Injectable()
export class ChatTypingRelay {
  private readonly logger = new Logger(ChatTypingRelay.name);
  private readonly lastSignal = new WeakMap<Socket, number>();

  constructor(private readonly parties: ChatPartiesClient) {}

  listen(socket: Socket, identity: RequestIdentity): void {
    if (identity.userId === null && identity.guestSessionId === null) return;
    socket.on(CHAT_TYPING_SOCKET_EVENT, (data: unknown) => void this.relay(socket, identity, data));
  }

  private async relay(socket: Socket, identity: RequestIdentity, data: unknown): Promise<void> {
    const parsed = chatTypingInputSchema.safeParse(data);
    if (!parsed.success) return;
    const now = Date.now();
    if (now - (this.lastSignal.get(socket) ?? 0) < TYPING_MIN_INTERVAL_MS) return;
    this.lastSignal.set(socket, now);
    try {
      const parties = await this.parties.parties(parsed.data.conversationId);
      const relay = parties && typingRelayOf(parties, identity);
      if (!relay || relay.rooms.length === 0) return;
      const signal: ChatSocketTyping = { conversationId: parsed.data.conversationId, senderType: relay.senderType };
      socket.to(relay.rooms).emit(CHAT_TYPING_SOCKET_EVENT, signal);
    } catch (error) {
      this.logger.debug(`Typing signal of socket ${socket.id} dropped: ${(error as Error).message}`);
    }
  }
}
