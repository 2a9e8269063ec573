import { EntityManager } from 'typeorm';
import { DomainEvent, eventNames } from '@app/contracts';
import { preparedStatement, queryPrepared } from '@app/database';
import { EventHandler, OnDomainEvents } from '@app/messaging';
import { projectEvents } from '../read-models/project-event';
import { historyPayloadOf } from './history-payload';

const INSERT_HISTORY_SQL = preparedStatement(
  `INSERT INTO audit.event_history (event_id, name, occurred_at, actor, payload)
   SELECT event_id, name, occurred_at, actor::jsonb, payload::jsonb
   FROM unnest($1::uuid[], $2::varchar[], $3::timestamptz[], $4::text[], $5::text[])
     AS e(event_id, name, occurred_at, actor, payload)`,
);

/**
 * Keeps every event in the event history and applies it to the read models in the same transaction as the inbox
 * row; the inbox makes a redelivered event a no-op. One transaction for both means the rebuild, which locks the
 * history while it replays, never misses or doubles an event handled meanwhile. The row is written with plain SQL
 * (the columns of EventHistoryEntry): every event passes here, and TypeORM's insert builder cost more than the
 * statement itself. Chat messages are kept without their text and pictures (history-payload.ts).
 */
@OnDomainEvents(eventNames)
export class RecordEventHistoryHandler implements EventHandler {
  async handle(event: DomainEvent, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  /** A batch of deliveries (or one): their history rows in one statement, then their read models in order. */
  async handleBatch(events: readonly DomainEvent[], manager: EntityManager): Promise<void> {
    await queryPrepared(manager, INSERT_HISTORY_SQL, [
      events.map((event) => event.id),
      events.map((event) => event.name),
      events.map((event) => event.occurredAt),
      events.map((event) => (event.actor ? JSON.stringify(event.actor) : null)),
      events.map((event) => JSON.stringify(historyPayloadOf(event))),
    ]);
    await projectEvents(manager, events);
  }
}
