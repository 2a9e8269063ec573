import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DomainEvent, EventName, eventEnvelopeSchema, eventSchemas, isEventName } from '@app/contracts';
import { PreparedStatement, preparedStatement, queryPrepared } from '@app/database';
import { DataSource } from 'typeorm';
import { ZodTypeAny } from 'zod';
import { EventHandler, handledEventsOf, handlerKeyOf } from './event-handler';
import { DeadLetter, EventSubscription } from './event-transport';
import { EventHandlingError, PoisonMessageError, describeError } from './messaging.errors';
import { messagingTables } from './messaging-tables';
import { DEFAULT_RETRY_DELAYS_MS } from './messaging.constants';

export interface EventConsumerOptions {
  service: string;
  schema: string;
  /** Handler instances; each class carries `@OnDomainEvent` and its class name is its inbox key. */
  handlers: EventHandler<any>[];
  retryDelaysMs?: readonly number[];
}

interface Binding {
  key: string;
  handler: EventHandler<EventName>;
}

/** One delivery of a batch: the message body and its 1-based attempt. */
export interface BatchDelivery {
  body: string;
  attempt: number;
}

interface PreparedEvent {
  event: DomainEvent;
  bindings: Binding[];
  attempt: number;
}

/**
 * The consumer runtime of one service, the same for RabbitMQ and the in-process bus. For each message: parses the
 * envelope, validates the payload with the event's schema, then for each handler of that name runs one transaction
 * that inserts (event id, handler) into the inbox and, when that row is new, calls the handler. A handler whose row
 * already exists has handled the event before and is skipped, so redelivery has no second effect. Resolves only
 * after the transactions committed; the transport acknowledges then. `processBatch` does the same for several
 * deliveries in one transaction (the AMQP transport's batches), handing a handler with `handleBatch` its
 * consecutive events of the batch in one call; a handler's `concerns(event)` returning false
 * skips it without an inbox row, and an event no handler is concerned by runs no transaction at all.
 */
export class EventConsumer implements EventSubscription {
  readonly service: string;
  readonly eventNames: readonly EventName[];
  /** Events only retired handlers handle (`EventHandler.retiredEvents`): handled when delivered, not subscribed. */
  readonly retiredEventNames: readonly EventName[];
  readonly retryDelaysMs: readonly number[];
  private readonly logger = new Logger(EventConsumer.name);
  private readonly bindings = new Map<EventName, Binding[]>();
  private readonly tables: ReturnType<typeof messagingTables>;
  /** The inbox's two claims, prepared once per connection: every event handled runs one of them. */
  private readonly claimBatch: PreparedStatement;
  private readonly claimOne: PreparedStatement;
  /** Events handled by every binding since start, and the lag of the last one (handled minus occurred), for metrics. */
  handledEvents = 0;
  lastLagSeconds = 0;

  constructor(
    private readonly dataSource: DataSource,
    options: EventConsumerOptions,
  ) {
    this.service = options.service;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.tables = messagingTables(options.schema);
    this.claimBatch = preparedStatement(
      `INSERT INTO ${this.tables.inbox} ("event_id", "handler")
       SELECT * FROM unnest($1::uuid[], $2::varchar[]) ON CONFLICT DO NOTHING RETURNING "event_id", "handler"`,
    );
    this.claimOne = preparedStatement(
      `INSERT INTO ${this.tables.inbox} ("event_id", "handler") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "event_id"`,
    );
    const keys = new Set<string>();
    const subscribed = new Set<EventName>();
    for (const handler of options.handlers) {
      const key = handlerKeyOf(handler);
      const names = handledEventsOf(handler);
      if (names.length === 0) throw new Error(`${key} is not decorated with @OnDomainEvent`);
      if (keys.has(key)) throw new Error(`Two handlers are named ${key}; the class name is the inbox key`);
      keys.add(key);
      for (const name of names) {
        if (!isEventName(name)) throw new Error(`${key} handles unknown event ${name}`);
        this.bindings.set(name, [...(this.bindings.get(name) ?? []), { key, handler }]);
        if (!handler.retiredEvents?.includes(name)) subscribed.add(name);
      }
    }
    this.eventNames = [...subscribed];
    this.retiredEventNames = [...this.bindings.keys()].filter((name) => !subscribed.has(name));
  }

  async process(body: string, attempt: number): Promise<void> {
    const work = this.prepare(body);
    if (!work) return;
    const { event, bindings } = work;
    const failed: string[] = [];
    const causes: unknown[] = [];
    for (const binding of bindings) {
      try {
        await this.runHandler(binding, event, attempt);
      } catch (error) {
        failed.push(binding.key);
        causes.push(error);
      }
    }
    if (failed.length > 0) throw new EventHandlingError(event.id, failed, causes);
    this.noteHandled(event);
  }

  /**
   * Handles several deliveries in one transaction: one inbox INSERT for every (event, handler) pair, then each
   * handler whose row is new, in delivery order; the effects and inbox rows of all of them commit together. Rejects
   * when any of them fails (an invalid message, a handler error, a lost connection): then nothing of the batch
   * committed, and the transport hands each delivery to `process` alone, so each keeps its own retries and
   * dead-lettering. A batch holding an event of a `handlesAlone` handler is refused before any transaction opens,
   * so those deliveries go the same way.
   */
  async processBatch(deliveries: readonly BatchDelivery[]): Promise<void> {
    const work: PreparedEvent[] = [];
    for (const delivery of deliveries) {
      const prepared = this.prepare(delivery.body);
      if (prepared) work.push({ ...prepared, attempt: delivery.attempt });
    }
    if (work.length === 0) return;
    const alone = work.find(({ bindings }) => bindings.some(({ handler }) => handler.handlesAlone));
    if (alone) throw new HandledAloneError(alone.event);
    await this.dataSource.transaction(async (manager) => {
      const eventIds: string[] = [];
      const keys: string[] = [];
      for (const { event, bindings } of work) {
        for (const { key } of bindings) {
          eventIds.push(event.id);
          keys.push(key);
        }
      }
      const inserted = await queryPrepared<{ event_id: string; handler: string }>(manager, this.claimBatch, [
        eventIds,
        keys,
      ]);
      const fresh = new Set(inserted.map((row) => `${row.event_id} ${row.handler}`));
      const due: DueHandling[] = [];
      for (const { event, bindings, attempt } of work) {
        for (const { key, handler } of bindings) {
          // Deleting marks the pair done: a second delivery of the same event in this batch skips it.
          if (!fresh.delete(`${event.id} ${key}`)) {
            this.logger.log(`${key} already handled event ${event.id} (${event.name}); duplicate delivery skipped`);
            continue;
          }
          due.push({ key, handler, event, attempt });
        }
      }
      for (const run of runsOfOneHandler(due)) {
        const { key, handler } = run[0];
        const events = run.map(({ event }) => event);
        if (events.length > 1 && handler.handleBatch) await handler.handleBatch(events, manager);
        else for (const event of events) await handler.handle(event, manager);
        for (const { event, attempt } of run) {
          this.logger.debug(`${key} handled event ${event.id} (${event.name}), attempt ${attempt}, in a batch`);
        }
      }
    });
    for (const { event } of work) this.noteHandled(event);
  }

  /**
   * Parses and validates a delivery and picks the handlers with work to do; null when there are none (no handler
   * of that event, or every handler says the event changes nothing for it): no transaction, no inbox row. Throws
   * a poison error for a message that is not a valid event.
   */
  private prepare(body: string): { event: DomainEvent; bindings: Binding[] } | null {
    const envelope = parseEnvelope(body);
    const bindings = this.bindings.get(envelope.name as EventName);
    if (!bindings || bindings.length === 0) {
      this.logger.debug(`${this.service} has no handler for event ${envelope.id} (${envelope.name})`);
      return null;
    }
    const schema = eventSchemas[envelope.name as EventName] as ZodTypeAny;
    const payload = schema.safeParse(envelope.payload);
    if (!payload.success) {
      const issues = payload.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
      throw new EventHandlingError(
        envelope.id,
        bindings.map((binding) => binding.key),
        [new PoisonMessageError(`invalid ${envelope.name} payload: ${issues.join('; ')}`)],
        true,
      );
    }
    const event = { ...envelope, payload: payload.data } as DomainEvent;
    const relevant = bindings.filter(({ handler }) => handler.concerns?.(event) ?? true);
    if (relevant.length === 0) {
      this.noteHandled(event);
      return null;
    }
    return { event, bindings: relevant };
  }

  private noteHandled(event: DomainEvent): void {
    this.handledEvents += 1;
    this.lastLagSeconds = Math.max(0, (Date.now() - Date.parse(event.occurredAt)) / 1000);
  }

  async deadLetter(letter: DeadLetter): Promise<void> {
    let envelope: unknown;
    try {
      envelope = JSON.parse(letter.body);
    } catch {
      envelope = { unparsable: letter.body.slice(0, 10_000) };
    }
    const parsed = eventEnvelopeSchema.safeParse(envelope);
    await this.dataSource.query(
      `INSERT INTO ${this.tables.deadLetters} ("id", "event_id", "event_name", "handler", "envelope", "error", "attempts")
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
      [
        randomUUID(),
        parsed.success ? parsed.data.id : null,
        parsed.success ? parsed.data.name : null,
        letter.handlers.length > 0 ? letter.handlers.join(',').slice(0, 500) : null,
        JSON.stringify(envelope ?? null),
        letter.error,
        letter.attempts,
      ],
    );
  }

  private async runHandler({ key, handler }: Binding, event: DomainEvent, attempt: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const inserted = await queryPrepared(manager, this.claimOne, [event.id, key]);
      if (inserted.length === 0) {
        // Info, not debug: each line is a duplicate delivery the inbox absorbed, which operators (and the chaos
        // test) count as evidence that redeliveries happen and have no second effect.
        this.logger.log(`${key} already handled event ${event.id} (${event.name}); duplicate delivery skipped`);
        return;
      }
      await handler.handle(event, manager);
      this.logger.debug(`${key} handled event ${event.id} (${event.name}), attempt ${attempt}`);
    });
  }
}

/** One handler's turn with one event of a batch, once its inbox row is known to be new. */
interface DueHandling extends Binding {
  event: DomainEvent;
  attempt: number;
}

/**
 * The batch's handlings cut where the handler changes: each run goes to its handler's `handleBatch` in one call,
 * so every statement still runs in the order the per-event calls would have run them.
 */
function runsOfOneHandler(due: readonly DueHandling[]): DueHandling[][] {
  const runs: DueHandling[][] = [];
  for (const handling of due) {
    const last = runs.at(-1);
    if (last && last[0].handler === handling.handler) last.push(handling);
    else runs.push([handling]);
  }
  return runs;
}

/** Parses a message body into an envelope; anything else is poison. */
export function parseEnvelope(body: string): DomainEvent<EventName> & { payload: unknown } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new PoisonMessageError(`message is not JSON: ${describeError(error)}`);
  }
  const envelope = eventEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    const issues = envelope.error.issues.map((issue) => `${issue.path.join('.') || '(envelope)'}: ${issue.message}`);
    throw new PoisonMessageError(`message is not an event envelope: ${issues.join('; ')}`);
  }
  return envelope.data as DomainEvent<EventName> & { payload: unknown };
}

/** A batch refused because one of its events has a handler that must run alone (`EventHandler.handlesAlone`). */
class HandledAloneError extends Error {
  constructor(event: DomainEvent) {
    super(`event ${event.id} (${event.name}) has a handler that runs alone`);
  }
}
