import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CHAT_MESSAGE_SOCKET_EVENT, CHAT_READ_SOCKET_EVENT, DomainEvent } from '@app/contracts';
import { createLiveEventListener, LiveEventListener } from '@app/messaging';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { chatRoomsOf, chatSocketMessageOf, chatSocketReadOf } from './chat-delivery';
import { RealtimeService } from './realtime.service';

/**
 * The queue every gateway instance shares (`<namespace>gateway.realtime`): competing consumers, so each event is
 * handled by exactly one gateway, whose emit the Socket.IO Redis adapter fans out to the sockets of all of them.
 * An exclusive queue per gateway would have every gateway emit every event through the adapter: duplicates.
 */
export const GATEWAY_REALTIME_QUEUE = 'gateway.realtime';

/**
 * Pushes every chat.message.sent to both parties' sockets as `chat:message`, and every chat.messages.read as
 * `chat:read` (the sender's "Seen"; the reader's other tabs clear their unread marks). The gateway has no database, so it
 * listens without an inbox: a push is at most a duplicate (clients dedupe by message id) or, if the gateway dies
 * mid-push, missed (clients refetch on reconnect and poll while disconnected).
 */
@Injectable()
export class ChatDeliveryService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ChatDeliveryService.name);
  private readonly listener: LiveEventListener;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly realtime: RealtimeService,
  ) {
    this.listener = createLiveEventListener({
      amqpUrl: config.AMQP_URL,
      namespace: config.EVENTS_NAMESPACE,
      name: GATEWAY_REALTIME_QUEUE,
      eventNames: ['chat.message.sent', 'chat.messages.read'],
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start((event) => this.deliver(event));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.listener.stop();
  }

  deliver(event: DomainEvent): void {
    if (event.name === 'chat.message.sent') {
      const payload = (event as DomainEvent<'chat.message.sent'>).payload;
      this.realtime.emitToRooms(chatRoomsOf(payload), CHAT_MESSAGE_SOCKET_EVENT, chatSocketMessageOf(payload));
      this.logger.debug(`Pushed message ${payload.messageId} of conversation ${payload.conversationId}`);
    } else if (event.name === 'chat.messages.read') {
      const payload = (event as DomainEvent<'chat.messages.read'>).payload;
      this.realtime.emitToRooms(chatRoomsOf(payload), CHAT_READ_SOCKET_EVENT, chatSocketReadOf(payload));
      this.logger.debug(`Pushed read up to ${payload.lastReadMessageId} of conversation ${payload.conversationId}`);
    }
  }
}
