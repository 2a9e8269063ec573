import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DomainEvent, EventName, eventEnvelopeSchema, eventSchemas, isEventName } from '@app/contracts';
import { AmqpConnectionManagerClass, ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { awaitFirstConnection, deliveryAcksOf, openBrokerConnection } from './broker-connection';
import { BrokerState } from './event-transport';
import { InProcessBus, inProcessBus } from './in-process-bus';
import { describeError } from './messaging.errors';
import { EVENTS_EXCHANGE_TYPE, exchangeName } from './messaging.constants';

/** Live events older than this are dropped from the shared queue: a push that late is of no use to anyone. */
export const LIVE_EVENT_TTL_MS = 60_000;

export type LiveEventHandler = (event: DomainEvent) => void | Promise<void>;

/**
 * A light subscription for processes without a database (the gateway pushing events to sockets): no inbox, no
 * retries, no dead letters. An event the handler fails on is logged and dropped; consumers of what it pushes
 * must cope with a missed or repeated push (the web app dedupes by id and refetches on reconnect).
 */
export interface LiveEventListener {
  readonly kind: 'amqp' | 'in-process';
  start(handler: LiveEventHandler): Promise<void>;
  state(): BrokerState;
  stop(): Promise<void>;
}

export interface LiveEventListenerOptions {
  /** RabbitMQ URL; without it the listener joins the process-wide in-process bus (embedded mode). */
  amqpUrl?: string;
  namespace?: string;
  /**
   * The queue `<namespace><name>`. Every process listening under one name shares that one queue, as competing
   * consumers: each event reaches exactly one of them.
   */
  name: string;
  eventNames: readonly EventName[];
  /** Messages waiting longer than this are dropped (default LIVE_EVENT_TTL_MS). */
  messageTtlMs?: number;
  prefetch?: number;
  bus?: InProcessBus;
}

/** Parses an envelope and its payload; null (and a warning) for anything that is not a known, valid event. */
export function parseLiveEvent(body: string, logger?: Logger): DomainEvent | null {
  try {
    const envelope = eventEnvelopeSchema.parse(JSON.parse(body));
    if (!isEventName(envelope.name)) throw new Error(`unknown event ${envelope.name}`);
    const payload: unknown = eventSchemas[envelope.name].parse(envelope.payload);
    return { ...envelope, name: envelope.name, payload } as DomainEvent;
  } catch (error) {
    logger?.warn(`Dropped a live event that is not a valid event: ${describeError(error)}`);
    return null;
  }
}

export function createLiveEventListener(options: LiveEventListenerOptions): LiveEventListener {
  return options.amqpUrl
    ? new AmqpLiveEventListener({ ...options, amqpUrl: options.amqpUrl })
    : new InProcessLiveEventListener(options);
}

/** One shared, durable queue bound to the events; messages expire after `messageTtlMs`. */
export class AmqpLiveEventListener implements LiveEventListener {
  readonly kind = 'amqp' as const;
  private readonly logger = new Logger(AmqpLiveEventListener.name);
  private connection?: AmqpConnectionManagerClass;
  private wrapper?: ChannelWrapper;
  private channel?: ConfirmChannel;
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;

  constructor(private readonly options: LiveEventListenerOptions & { amqpUrl: string }) {}

  get queue(): string {
    return `${this.options.namespace ?? ''}${this.options.name}`;
  }

  async start(handler: LiveEventHandler): Promise<void> {
    if (this.connection) return;
    const exchange = exchangeName(this.options.namespace ?? '');
    const connection = openBrokerConnection({ url: this.options.amqpUrl, label: this.queue }, this.logger);
    this.connection = connection;
    this.wrapper = connection.createChannel({
      name: `${this.queue} listener`,
      confirm: true,
      setup: async (channel: ConfirmChannel) => {
        this.channel = channel;
        await channel.assertExchange(exchange, EVENTS_EXCHANGE_TYPE, { durable: true });
        await channel.assertQueue(this.queue, {
          durable: true,
          arguments: { 'x-message-ttl': this.options.messageTtlMs ?? LIVE_EVENT_TTL_MS },
        });
        for (const name of this.options.eventNames) await channel.bindQueue(this.queue, exchange, name);
      },
    });
    this.wrapper.on('error', (error: Error) =>
      this.logger.error(`${this.queue} channel error: ${describeError(error)}`),
    );
    // Waits briefly for the queue and its bindings, so events published right after start-up are not missed;
    // without a broker the process starts anyway and the wrapper keeps reconnecting (and consumes once it can).
    const notConnected = await awaitFirstConnection(connection, this.wrapper);
    if (notConnected) this.logger.warn(`${this.queue} starts without RabbitMQ (${notConnected}); it keeps trying`);
    await this.wrapper
      .consume(this.queue, (message) => this.onMessage(handler, message), { prefetch: this.options.prefetch ?? 50 })
      .catch((error: unknown) => this.logger.warn(`${this.queue} could not consume yet: ${describeError(error)}`));
    if (!notConnected) this.logger.log(`${this.queue} listens to ${this.options.eventNames.join(', ')}`);
  }

  state(): BrokerState {
    return this.connection?.isConnected() ? 'up' : 'down';
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const connection = this.connection;
    this.connection = undefined;
    await this.wrapper?.cancelAll().catch(() => undefined);
    await Promise.allSettled([...this.inFlight]);
    await this.wrapper?.close().catch(() => undefined);
    await connection?.close().catch(() => undefined);
  }

  /** Acknowledged in runs (`DeliveryAcks`): one ack frame for the events handled in one turn of the event loop. */
  private onMessage(handler: LiveEventHandler, message: ConsumeMessage): void {
    if (this.stopping) return;
    const acks = deliveryAcksOf(this.channel);
    acks.received(message);
    const running = (async () => {
      const event = parseLiveEvent(message.content.toString('utf8'), this.logger);
      if (event) {
        try {
          await handler(event);
        } catch (error) {
          this.logger.error(`${this.queue} failed on event ${event.id} (${event.name}): ${describeError(error)}`);
        }
      }
      acks.ack(message);
    })().finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }
}

/**
 * The embedded mode's listener: a subscription to the in-process bus under a name unique to this instance (the
 * bus allows one subscription per name, and an embedded process has one gateway).
 */
export class InProcessLiveEventListener implements LiveEventListener {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger(InProcessLiveEventListener.name);
  private unsubscribe?: () => Promise<void>;

  constructor(private readonly options: LiveEventListenerOptions) {}

  async start(handler: LiveEventHandler): Promise<void> {
    if (this.unsubscribe) return;
    const bus = this.options.bus ?? inProcessBus;
    this.unsubscribe = bus.subscribe(this.options.namespace ?? '', {
      service: `${this.options.name}#${randomUUID()}`,
      eventNames: this.options.eventNames,
      retryDelaysMs: [],
      process: async (body) => {
        const event = parseLiveEvent(body, this.logger);
        if (!event) return;
        try {
          await handler(event);
        } catch (error) {
          this.logger.error(`Live event ${event.id} (${event.name}) failed: ${describeError(error)}`);
        }
      },
      deadLetter: async () => undefined,
    });
  }

  state(): BrokerState {
    return 'in-process';
  }

  async stop(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    await unsubscribe?.();
  }
}
