import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DomainEvent, EventActor, EventName, EventPayload, eventActorSchema, eventSchemas } from '@app/contracts';
import { PreparedStatement, preparedStatement, queryPrepared } from '@app/database';
import { EntityManager } from 'typeorm';
import { ZodError, ZodTypeAny } from 'zod';
import { messagingTables } from './messaging-tables';

/** Thrown by `OutboxService.publish` when the payload (or actor) does not match the event's schema. */
export class InvalidEventError extends Error {
  constructor(
    readonly eventName: string,
    readonly issues: ZodError['issues'],
  ) {
    super(
      `Invalid ${eventName} event: ${issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'InvalidEventError';
  }
}

/** Told when an outbox row became visible to the relay (its transaction committed). */
export interface OutboxListener {
  /** Called right after the INSERT, with the manager that ran it. */
  inserted(manager: EntityManager): void;
}

/**
 * The only way to publish an event: validates it and writes it to the service's outbox through the caller's
 * EntityManager, so it commits or rolls back with the caller's change. The relay sends it afterwards.
 */
export class OutboxService {
  private readonly logger = new Logger(OutboxService.name);
  private readonly insertOne: PreparedStatement;
  private readonly insertMany: PreparedStatement;

  constructor(
    schema: string,
    private readonly listener?: OutboxListener,
  ) {
    const table = messagingTables(schema).outbox;
    this.insertOne = preparedStatement(
      `INSERT INTO ${table} ("id", "name", "payload", "actor", "occurred_at") VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)`,
    );
    this.insertMany = preparedStatement(
      `INSERT INTO ${table} ("id", "name", "payload", "actor", "occurred_at")
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::jsonb[], $5::timestamptz[])`,
    );
  }

  async publish<N extends EventName>(
    manager: EntityManager,
    name: N,
    payload: EventPayload<N>,
    actor?: EventActor,
  ): Promise<DomainEvent<N>> {
    const event = this.validEvent(name, payload, actor);
    await queryPrepared(manager, this.insertOne, [
      event.id,
      event.name,
      JSON.stringify(event.payload),
      event.actor ? JSON.stringify(event.actor) : null,
      event.occurredAt,
    ]);
    this.logger.debug(`Event ${event.id} (${event.name}) written to the outbox`);
    this.listener?.inserted(manager);
    return event;
  }

  /** Several events of one name in one INSERT (a batch of buffered writes, say); validated like `publish`. */
  async publishMany<N extends EventName>(
    manager: EntityManager,
    name: N,
    items: ReadonlyArray<{ payload: EventPayload<N>; actor?: EventActor }>,
  ): Promise<DomainEvent<N>[]> {
    if (items.length === 0) return [];
    const events = items.map((item) => this.validEvent(name, item.payload, item.actor));
    await queryPrepared(manager, this.insertMany, [
      events.map((event) => event.id),
      events.map((event) => event.name),
      events.map((event) => JSON.stringify(event.payload)),
      events.map((event) => (event.actor ? JSON.stringify(event.actor) : null)),
      events.map((event) => event.occurredAt),
    ]);
    this.logger.debug(`${events.length} ${name} event(s) written to the outbox`);
    this.listener?.inserted(manager);
    return events;
  }

  private validEvent<N extends EventName>(name: N, payload: EventPayload<N>, actor?: EventActor): DomainEvent<N> {
    const schema = eventSchemas[name] as ZodTypeAny | undefined;
    if (!schema)
      throw new InvalidEventError(String(name), [{ code: 'custom', path: [], message: 'unknown event name' }]);
    const parsedPayload = schema.safeParse(payload);
    if (!parsedPayload.success) throw new InvalidEventError(name, parsedPayload.error.issues);
    let parsedActor: EventActor | undefined;
    if (actor !== undefined) {
      const result = eventActorSchema.safeParse(actor);
      if (!result.success)
        throw new InvalidEventError(
          name,
          result.error.issues.map((i) => ({ ...i, path: ['actor', ...i.path] })),
        );
      parsedActor = result.data;
    }
    const event: DomainEvent<N> = {
      id: randomUUID(),
      name,
      occurredAt: new Date().toISOString(),
      ...(parsedActor ? { actor: parsedActor } : {}),
      payload: parsedPayload.data as EventPayload<N>,
    };
    return event;
  }
}
