import { DataSource } from 'typeorm';
import { DomainEvent, EventActor, EventName } from '@app/contracts';
import { projectEvents } from '../read-models/project-event';
import { READ_MODEL_TABLES } from '../read-models/read-model-tables';

const BATCH = 1000;

interface HistoryRow {
  event_id: string;
  name: string;
  occurred_at: Date;
  actor: EventActor | null;
  payload: unknown;
  recorded_at: Date;
}

/**
 * Truncates every read model and replays audit.event_history in occurredAt order through the live projection
 * (`projectEvents`, a page of the history at a time), in one transaction. The history is locked against new rows
 * meanwhile (live handlers wait, then apply their event on top). Returns how many events were replayed.
 */
export async function rebuildReadModels(dataSource: DataSource): Promise<number> {
  return dataSource.transaction(async (manager) => {
    await manager.query('LOCK TABLE audit.event_history IN SHARE MODE');
    await manager.query(`TRUNCATE ${READ_MODEL_TABLES.join(', ')} RESTART IDENTITY`);
    let replayed = 0;
    let after: { occurredAt: Date; recordedAt: Date; eventId: string } | null = null;
    for (;;) {
      const rows: HistoryRow[] = await manager.query(
        `SELECT event_id, name, occurred_at, actor, payload, recorded_at FROM audit.event_history
         ${after ? 'WHERE (occurred_at, recorded_at, event_id) > ($2, $3, $4)' : ''}
         ORDER BY occurred_at, recorded_at, event_id LIMIT $1`,
        after ? [BATCH, after.occurredAt, after.recordedAt, after.eventId] : [BATCH],
      );
      const events = rows.map(
        (row) =>
          ({
            id: row.event_id,
            name: row.name as EventName,
            occurredAt: new Date(row.occurred_at).toISOString(),
            ...(row.actor ? { actor: row.actor } : {}),
            payload: row.payload,
          }) as DomainEvent,
      );
      // As live handling applies a batch: the visits of consecutive visit events in one statement.
      await projectEvents(manager, events);
      replayed += events.length;
      if (rows.length < BATCH) return replayed;
      const last = rows[rows.length - 1];
      after = { occurredAt: last.occurred_at, recordedAt: last.recorded_at, eventId: last.event_id };
    }
  });
}
