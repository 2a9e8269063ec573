import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AmqpTransport } from './amqp-transport';
import { DeadLetterStore } from './dead-letter-store';
import { EventConsumer } from './event-consumer';
import { EventHandler } from './event-handler';
import { BrokerState, EventTransport } from './event-transport';
import { InProcessBus, InProcessTransport, inProcessBus } from './in-process-bus';
import { OutboxCommitHook } from './outbox-commit-hook';
import { OutboxRelay } from './outbox-relay';
import { OutboxService } from './outbox.service';

/** What a service's configuration decides (the rest has sensible defaults). */
export interface MessagingSettings {
  /** RabbitMQ URL; without it events go through the in-process bus (embedded mode). */
  amqpUrl?: string;
  /** Prefix of the exchange and queue names (and of in-process routing). */
  eventsNamespace?: string;
  /** Back-off between handling attempts; short in tests. */
  retryDelaysMs?: readonly number[];
  relayIntervalMs?: number;
  relayBatchSize?: number;
  publishTimeoutMs?: number;
  prefetch?: number;
  reconnectSeconds?: number;
  heartbeatSeconds?: number;
  /** Published outbox rows are deleted after this long; 0 keeps them. */
  outboxRetentionMs?: number;
}

export interface MessagingRuntimeOptions extends MessagingSettings {
  dataSource: DataSource;
  service: string;
  /** The service's Postgres schema, holding its outbox, inbox and dead-letter tables. */
  schema: string;
  handlers?: EventHandler<any>[];
  /** Run the outbox relay in this process (default true). */
  relay?: boolean;
  /** Consume events in this process (default true, when there are handlers). */
  consume?: boolean;
  /** Replaces the transport chosen from `amqpUrl` (tests). */
  transport?: EventTransport;
  /** The bus of the in-process transport (default: the process-wide `inProcessBus`). */
  bus?: InProcessBus;
}

/** `check()` result for a service's /ready endpoint. */
export class MessagingHealth {
  constructor(private readonly transport: EventTransport) {}

  async check(): Promise<{ broker: BrokerState }> {
    return { broker: this.transport.state() };
  }
}

export function createTransport(settings: MessagingSettings & { service: string; bus?: InProcessBus }): EventTransport {
  if (settings.amqpUrl) {
    return new AmqpTransport({
      url: settings.amqpUrl,
      namespace: settings.eventsNamespace,
      service: settings.service,
      publishTimeoutMs: settings.publishTimeoutMs,
      prefetch: settings.prefetch,
      reconnectSeconds: settings.reconnectSeconds,
      heartbeatSeconds: settings.heartbeatSeconds,
    });
  }
  return new InProcessTransport(settings.eventsNamespace ?? '', settings.bus ?? inProcessBus);
}

/**
 * Everything one service needs to publish and consume, without Nest: the outbox, its relay, the consumer and the
 * transport (AMQP when `amqpUrl` is set, in-process otherwise). `MessagingModule` wraps it; scripts and system
 * tests use it directly. Call `start()` after the migrations ran and `stop()` before the DataSource closes.
 */
export class MessagingRuntime {
  readonly transport: EventTransport;
  readonly outbox: OutboxService;
  readonly relay: OutboxRelay;
  readonly consumer: EventConsumer;
  readonly health: MessagingHealth;
  /** The service's parked events, listed and replayed through the same transport. */
  readonly deadLetters: DeadLetterStore;
  private readonly logger = new Logger(MessagingRuntime.name);
  private readonly commitHook: OutboxCommitHook;
  private starting?: Promise<void>;
  private stopping?: Promise<void>;

  constructor(private readonly options: MessagingRuntimeOptions) {
    this.transport = options.transport ?? createTransport(options);
    this.relay = new OutboxRelay(options.dataSource, this.transport, {
      schema: options.schema,
      intervalMs: options.relayIntervalMs,
      batchSize: options.relayBatchSize,
      retentionMs: options.outboxRetentionMs,
    });
    this.commitHook = new OutboxCommitHook(options.dataSource, () => this.relay.wake());
    this.outbox = new OutboxService(options.schema, this.commitHook);
    this.consumer = new EventConsumer(options.dataSource, {
      service: options.service,
      schema: options.schema,
      handlers: options.handlers ?? [],
      retryDelaysMs: options.retryDelaysMs,
    });
    this.health = new MessagingHealth(this.transport);
    this.deadLetters = new DeadLetterStore(options.dataSource, this.transport, options.service, options.schema);
  }

  /** Starts the transport, the relay and the consumer; a second call returns the first one's promise. */
  start(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.starting ??= this.startOnce();
    return this.starting;
  }

  /** Stops the relay and the consumer (after any start in progress finished) and closes the transport. */
  stop(): Promise<void> {
    this.stopping ??= this.stopOnce();
    return this.stopping;
  }

  private async startOnce(): Promise<void> {
    await this.transport.start();
    if (this.stopping) return;
    if (this.options.relay ?? true) {
      this.commitHook.attach();
      this.relay.start();
    }
    // Retired events alone still need a consumer: their queue may hold some, and it must be unbound from them.
    const handled = this.consumer.eventNames.length + this.consumer.retiredEventNames.length;
    if ((this.options.consume ?? true) && handled > 0) {
      await this.transport.subscribe(this.consumer);
    }
    this.logger.log(
      `${this.options.service} messaging started (${this.transport.kind}; consumes ${this.consumer.eventNames.length} event(s))`,
    );
  }

  private async stopOnce(): Promise<void> {
    await this.starting?.catch(() => undefined);
    this.commitHook.detach();
    await this.relay.stop();
    await this.transport.stop();
    this.logger.log(`${this.options.service} messaging stopped`);
  }
}
