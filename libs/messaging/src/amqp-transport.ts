import { Logger } from '@nestjs/common';
import { DomainEvent } from '@app/contracts';
import { AmqpConnectionManagerClass, ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage, MessagePropertyHeaders, Options } from 'amqplib';
import {
  awaitFirstConnection,
  DEFAULT_START_TIMEOUT_MS,
  deliveryAcksOf,
  openBrokerConnection,
} from './broker-connection';
import { BrokerState, EventSubscription, EventTransport, Redelivery } from './event-transport';
import { describeError, failedHandlersOf, isPoison } from './messaging.errors';
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_CONCURRENT_BATCHES,
  DEFAULT_PREFETCH,
  DEFAULT_PUBLISH_TIMEOUT_MS,
  EVENTS_EXCHANGE_TYPE,
  HEADERS,
  MAX_ATTEMPTS,
  QUEUE_TYPE,
  ServiceQueueNames,
  exchangeName,
  retryDelayMs,
  serviceQueueNames,
} from './messaging.constants';

export interface AmqpTransportOptions {
  url: string;
  /** Prefix of the exchange and queue names (`eventsNamespace`). */
  namespace?: string;
  /** The service this process belongs to (its queues; `appId` of what it publishes). */
  service: string;
  /** A publish not confirmed within this time fails, so the outbox row stays unpublished. */
  publishTimeoutMs?: number;
  /** Unacknowledged messages per consumer. */
  prefetch?: number;
  /** Deliveries handled together in one transaction at most (1: each alone). */
  batchSize?: number;
  /** Batches of one consumer in handling at once. */
  concurrentBatches?: number;
  reconnectSeconds?: number;
  heartbeatSeconds?: number;
  /** How long `start()` waits for the first connection before carrying on (it keeps reconnecting). */
  startTimeoutMs?: number;
  /** How long `stop()` waits for handlings in progress. */
  drainTimeoutMs?: number;
}

interface ConsumerState {
  subscription: EventSubscription;
  names: ServiceQueueNames;
  wrapper: ChannelWrapper;
  /** The raw channel the current deliveries come from; acks go to that very channel. */
  channel?: ConfirmChannel;
  stopping: boolean;
  inFlight: Set<Promise<void>>;
  /** Deliveries received and not yet in a batch, with the channel each came from. */
  waiting: Delivery[];
  batches: number;
  pumpScheduled: boolean;
}

interface Delivery {
  channel: ConfirmChannel | undefined;
  message: ConsumeMessage;
}

const NOT_COPIED_HEADERS = ['x-death', 'x-first-death-exchange', 'x-first-death-queue', 'x-first-death-reason'];

/**
 * RabbitMQ through amqp-connection-manager: one topic exchange, a quorum queue per consuming service bound once per
 * event name, per-attempt retry queues whose messages expire back into the service queue, and a dead-letter queue.
 * Publishes on a confirm channel (persistent, messageId = event id, type = event name, JSON); reconnects by itself.
 */
export class AmqpTransport implements EventTransport {
  readonly kind = 'amqp' as const;
  private readonly logger = new Logger(AmqpTransport.name);
  private readonly exchange: string;
  private readonly namespace: string;
  private connection?: AmqpConnectionManagerClass;
  private publisher?: ChannelWrapper;
  private readonly consumers: ConsumerState[] = [];

  constructor(private readonly options: AmqpTransportOptions) {
    this.namespace = options.namespace ?? '';
    this.exchange = exchangeName(this.namespace);
  }

  private get startTimeoutMs(): number {
    return this.options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  }

  async start(): Promise<void> {
    if (this.connection) return;
    const connection = openBrokerConnection(
      {
        url: this.options.url,
        label: this.options.service,
        heartbeatSeconds: this.options.heartbeatSeconds,
        reconnectSeconds: this.options.reconnectSeconds,
      },
      this.logger,
    );
    this.connection = connection;
    this.publisher = connection.createChannel({
      name: `${this.options.service} publisher`,
      confirm: true,
      publishTimeout: this.options.publishTimeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS,
      setup: async (channel: ConfirmChannel) => {
        await channel.assertExchange(this.exchange, EVENTS_EXCHANGE_TYPE, { durable: true });
      },
    });
    this.publisher.on('error', (error: Error) => this.logger.error(`Publisher channel error: ${describeError(error)}`));
    const notConnected = await awaitFirstConnection(connection, this.publisher, this.startTimeoutMs);
    if (notConnected) {
      this.logger.warn(`${this.options.service} starts without RabbitMQ (${notConnected}); events wait in the outbox`);
    }
  }

  canPublish(): boolean {
    return this.connection?.isConnected() ?? false;
  }

  async publish(event: DomainEvent): Promise<void> {
    if (!this.publisher) throw new Error('AmqpTransport is not started');
    await this.publisher.publish(this.exchange, event.name, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      messageId: event.id,
      type: event.name,
      contentType: 'application/json',
      timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
      appId: this.options.service,
    });
  }

  /**
   * Sends a replayed message through the default exchange straight to `<namespace><service>`, the queue of that
   * service only (the topic exchange would hand it to every subscriber of the event again), and waits for the
   * confirm. That queue exists: the service's consumer declared it before it could park anything.
   */
  async redeliver(letter: Redelivery): Promise<void> {
    if (!this.publisher) throw new Error('AmqpTransport is not started');
    const queue = serviceQueueNames(this.namespace, letter.service).main;
    await this.publisher.sendToQueue(queue, Buffer.from(letter.body), {
      persistent: true,
      messageId: letter.eventId,
      type: letter.eventName,
      contentType: 'application/json',
      appId: this.options.service,
      headers: { [HEADERS.replayOf]: letter.deadLetterId },
    });
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    if (!this.connection) throw new Error('AmqpTransport is not started');
    const names = serviceQueueNames(this.namespace, subscription.service);
    const state: ConsumerState = {
      subscription,
      names,
      stopping: false,
      inFlight: new Set(),
      waiting: [],
      batches: 0,
      pumpScheduled: false,
      wrapper: this.connection.createChannel({
        name: `${names.main} consumer`,
        confirm: true,
        publishTimeout: this.options.publishTimeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS,
        setup: async (channel: ConfirmChannel) => {
          state.channel = channel;
          await this.assertTopology(channel, names, subscription);
        },
      }),
    };
    state.wrapper.on('error', (error: Error) =>
      this.logger.error(`Consumer channel of ${names.main} failed: ${describeError(error)}`),
    );
    this.consumers.push(state);
    if (this.connection.isConnected()) {
      // Have the queue and its bindings in place before start() returns, so nothing published next is unroutable.
      await withTimeout(state.wrapper.waitForConnect(), this.startTimeoutMs);
    }
    await state.wrapper.consume(names.main, (message) => this.onMessage(state, message), {
      prefetch: this.options.prefetch ?? DEFAULT_PREFETCH,
    });
    this.logger.log(`${names.main} consumes ${subscription.eventNames.join(', ')}`);
  }

  state(): BrokerState {
    return this.connection?.isConnected() ? 'up' : 'down';
  }

  async stop(): Promise<void> {
    const consumers = this.consumers.splice(0);
    await Promise.all(
      consumers.map(async (state) => {
        state.stopping = true;
        await state.wrapper.cancelAll().catch(() => undefined);
        await withTimeout(Promise.allSettled([...state.inFlight]), this.options.drainTimeoutMs ?? 10_000);
        await state.wrapper.close().catch(() => undefined);
      }),
    );
    const connection = this.connection;
    this.connection = undefined;
    this.publisher = undefined;
    await connection?.close().catch(() => undefined);
  }

  private async assertTopology(channel: ConfirmChannel, names: ServiceQueueNames, subscription: EventSubscription) {
    const queueType = { 'x-queue-type': QUEUE_TYPE };
    await channel.assertExchange(this.exchange, EVENTS_EXCHANGE_TYPE, { durable: true });
    await channel.assertQueue(names.deadLetter, { durable: true, arguments: queueType });
    for (const retry of names.retries) {
      await channel.assertQueue(retry, {
        durable: true,
        arguments: { ...queueType, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': names.main },
      });
    }
    await channel.assertQueue(names.main, {
      durable: true,
      arguments: { ...queueType, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': names.deadLetter },
    });
    for (const eventName of subscription.eventNames) await channel.bindQueue(names.main, this.exchange, eventName);
    // A durable queue keeps its bindings across versions of the service: one it dropped must be removed (a no-op
    // when absent), or the broker goes on routing every such event to it.
    for (const eventName of subscription.retiredEventNames ?? []) {
      await channel.unbindQueue(names.main, this.exchange, eventName);
    }
  }

  /**
   * Deliveries wait until the end of the event loop's turn (those read from the socket together are batched
   * together), then up to `concurrentBatches` batches of at most `batchSize` run at once; while they run, later
   * deliveries gather for the next batch, so a busy consumer commits many events per transaction and an idle one
   * handles each as it comes.
   */
  private onMessage(state: ConsumerState, message: ConsumeMessage): void {
    const channel = state.channel;
    if (state.stopping) return; // not acknowledged: the broker redelivers it once this channel closes
    deliveryAcksOf(channel).received(message);
    state.waiting.push({ channel, message });
    if (!state.pumpScheduled) {
      state.pumpScheduled = true;
      setImmediate(() => {
        state.pumpScheduled = false;
        this.pump(state);
      });
    }
  }

  private pump(state: ConsumerState): void {
    if (state.stopping) {
      // Not acknowledged: the broker redelivers them once this channel closes.
      state.waiting.length = 0;
      return;
    }
    const batchSize = Math.max(1, this.options.batchSize ?? DEFAULT_BATCH_SIZE);
    const concurrency = Math.max(1, this.options.concurrentBatches ?? DEFAULT_CONCURRENT_BATCHES);
    while (state.waiting.length > 0 && state.batches < concurrency) {
      const batch = state.waiting.splice(0, batchSize);
      state.batches += 1;
      const running = this.handleBatch(state, batch).finally(() => {
        state.inFlight.delete(running);
        state.batches -= 1;
        this.pump(state);
      });
      state.inFlight.add(running);
    }
  }

  /**
   * Several deliveries in one transaction (`processBatch`), acknowledged together once it committed. When the
   * batch fails, nothing of it committed: each delivery is then handled alone, with its own retries and
   * dead-lettering, so one bad event never holds back or parks the others.
   */
  private async handleBatch(state: ConsumerState, batch: Delivery[]): Promise<void> {
    const { subscription, names } = state;
    if (batch.length > 1 && subscription.processBatch) {
      const deliveries = batch.map(({ message }) => {
        this.noteRedelivery(names.main, message);
        return { body: message.content.toString('utf8'), attempt: attemptOf(message) };
      });
      try {
        await subscription.processBatch(deliveries);
        for (const { channel, message } of batch) deliveryAcksOf(channel).ack(message);
        return;
      } catch (error) {
        this.logger.debug(
          `${names.main} batch of ${batch.length} failed, handling each alone: ${describeError(error)}`,
        );
      }
      for (const { channel, message } of batch) await this.handleMessage(state, channel, message, false);
      return;
    }
    for (const { channel, message } of batch) await this.handleMessage(state, channel, message);
  }

  private noteRedelivery(queue: string, message: ConsumeMessage): void {
    if (message.fields.redelivered) {
      // The broker hands it out again because an earlier delivery was never acknowledged (a consumer or connection
      // died mid-handling); the inbox decides whether any handler still has work to do.
      const id = message.properties.messageId ?? '(no id)';
      this.logger.log(`${queue} received event ${id} (${message.properties.type}) again: broker redelivery`);
    }
  }

  private async handleMessage(
    state: ConsumerState,
    channel: ConfirmChannel | undefined,
    message: ConsumeMessage,
    noteRedelivery = true,
  ) {
    const { subscription, names, wrapper } = state;
    const attempt = attemptOf(message);
    const body = message.content.toString('utf8');
    const id = message.properties.messageId ?? '(no id)';
    const acks = deliveryAcksOf(channel);
    if (noteRedelivery) this.noteRedelivery(names.main, message);
    try {
      await subscription.process(body, attempt);
      acks.ack(message);
      return;
    } catch (error) {
      const reason = describeError(error).slice(0, 2000);
      const handlers = failedHandlersOf(error);
      const properties: Options.Publish = {
        persistent: true,
        messageId: message.properties.messageId,
        type: message.properties.type,
        contentType: message.properties.contentType ?? 'application/json',
        timestamp: message.properties.timestamp,
        appId: message.properties.appId,
        headers: {
          ...copyHeaders(message.properties.headers),
          [HEADERS.attempts]: attempt,
          [HEADERS.lastError]: reason,
          [HEADERS.failedHandlers]: handlers.join(','),
          [HEADERS.service]: subscription.service,
        },
      };
      try {
        if (isPoison(error) || attempt >= MAX_ATTEMPTS) {
          await wrapper.sendToQueue(names.deadLetter, message.content, properties);
          this.logger.error(
            `${names.main} parked event ${id} (${message.properties.type}) after ${attempt} attempt(s): ${reason}`,
          );
          await subscription
            .deadLetter({ body, error: reason, attempts: attempt, handlers })
            .catch((recordError: unknown) =>
              this.logger.error(`Could not record dead letter of event ${id}: ${describeError(recordError)}`),
            );
        } else {
          const delay = retryDelayMs(subscription.retryDelaysMs, attempt);
          await wrapper.sendToQueue(names.retries[attempt - 1], message.content, {
            ...properties,
            expiration: String(delay),
          });
          this.logger.warn(`${names.main} event ${id} attempt ${attempt} failed, retrying in ${delay} ms: ${reason}`);
        }
        acks.ack(message);
      } catch (publishError) {
        // Could not move it to a retry or dead-letter queue: hand it back to the broker for a later try.
        this.logger.error(`${names.main} could not reschedule event ${id}: ${describeError(publishError)}`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        acks.nack(message);
      }
    }
  }
}

/** The 1-based attempt of a delivery: one more than the failed handlings its header counts. */
function attemptOf(message: ConsumeMessage): number {
  return (Number(message.properties.headers?.[HEADERS.attempts] ?? 0) || 0) + 1;
}

function copyHeaders(headers: MessagePropertyHeaders | undefined): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...(headers ?? {}) };
  for (const name of NOT_COPIED_HEADERS) delete copy[name];
  return copy;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
