import { io, Socket } from 'socket.io-client';
import {
  CHAT_MESSAGE_SOCKET_EVENT,
  ChatMessageResponse,
  chatSocketMessageSchema,
  fetchAllAfter,
  lastSeenId,
  MESSAGE_PAGE_MAX_LIMIT,
  mergeMessages,
} from '@app/contracts';
import { BrowserLikeClient } from '../http-client';

/**
 * One chat participant as the web app behaves: the open conversation's messages loaded over HTTP, a Socket.IO
 * connection that reconnects by itself, pushes merged by id, and on every (re)connect the web app's own resync
 * (@app/contracts message-sync: cursor read at connect, fetch after it, merge). It also records how each message
 * arrived, for the figures of the restart test.
 */
export class SimulatedChatClient {
  /** The merged list the person would see. */
  messages: ChatMessageResponse[] = [];
  /** Ids that came by a socket push. */
  readonly liveIds = new Set<number>();
  /** Ids that a resync fetched. */
  readonly resyncedIds = new Set<number>();
  connects = 0;
  disconnects = 0;
  private socket?: Socket;
  private resync: Promise<void> = Promise.resolve();
  private resyncFailures = 0;

  readonly conversationId: number;
  readonly firstMessageId: number;

  constructor(
    /** Its HTTP client on the same gateway as its socket (the page's own origin), cookies included. */
    readonly http: BrowserLikeClient,
    readonly gatewayUrl: string,
    /** The message that opened the conversation: as in the web app, the sender's list already holds it. */
    firstMessage: ChatMessageResponse,
  ) {
    this.conversationId = firstMessage.conversationId;
    this.firstMessageId = firstMessage.id;
    this.merge([firstMessage]);
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Connects; resolves once connected and the connect's resync (what followed the first message) is merged. */
  async open(cookie: string): Promise<void> {
    const socket = io(this.gatewayUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      forceNew: true,
    });
    this.socket = socket;
    socket.on('connect', () => this.onConnect());
    socket.on('disconnect', () => this.disconnects++);
    socket.on(CHAT_MESSAGE_SOCKET_EVENT, (data: unknown) => this.onPush(data));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await this.resynced();
  }

  /** Resolves when the latest resync is merged; throws if any resync failed. */
  async resynced(): Promise<void> {
    await this.resync;
    if (this.resyncFailures > 0) throw new Error(`${this.resyncFailures} resync(s) of ${this.conversationId} failed`);
  }

  /** Ids in the merged list, in order. */
  ids(): number[] {
    return this.messages.map((message) => message.id);
  }

  close(): void {
    this.socket?.disconnect();
  }

  private onConnect(): void {
    this.connects++;
    // The cursor is read now, before any push of this connection is merged (see message-sync).
    const after = lastSeenId(this.messages);
    this.resync = (async () => {
      const missed =
        after === null
          ? await this.get('')
          : await fetchAllAfter(
              (cursor, limit) => this.get(`?after=${cursor}&limit=${limit}`),
              after,
              MESSAGE_PAGE_MAX_LIMIT,
            );
      for (const message of missed) this.resyncedIds.add(message.id);
      this.merge(missed);
    })().catch(() => {
      this.resyncFailures++;
    });
  }

  private onPush(data: unknown): void {
    const parsed = chatSocketMessageSchema.safeParse(data);
    if (!parsed.success || parsed.data.conversationId !== this.conversationId) return;
    const { shopId: _shopId, ...message } = parsed.data;
    this.liveIds.add(message.id);
    this.merge([message]);
  }

  private merge(incoming: ChatMessageResponse[]): void {
    this.messages = mergeMessages(this.messages, incoming);
  }

  private async get(query: string): Promise<ChatMessageResponse[]> {
    const response = await this.http.get(`/api/chat/conversations/${this.conversationId}/messages${query}`);
    if (response.status !== 200) throw new Error(`messages of ${this.conversationId}: ${response.status}`);
    return response.json as ChatMessageResponse[];
  }
}
