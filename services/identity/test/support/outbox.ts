import { Client } from 'pg';

export interface OutboxRow {
  name: string;
  payload: any;
  actor: any;
}

/** The identity outbox rows of an event name, oldest first. */
export async function outboxEvents(sql: Client, name: string): Promise<OutboxRow[]> {
  const result = await sql.query(
    'SELECT name, payload, actor FROM identity.outbox_events WHERE name = $1 ORDER BY occurred_at, id',
    [name],
  );
  return result.rows;
}
