import { Client } from 'pg';

export interface OutboxRow {
  name: string;
  payload: any;
  actor: any;
}

/** The rows a service's outbox holds for an event name, oldest first. */
export async function outboxRows(sql: Client, schema: string, name: string): Promise<OutboxRow[]> {
  const result = await sql.query<OutboxRow>(
    `SELECT name, payload, actor FROM "${schema}".outbox_events WHERE name = $1 ORDER BY occurred_at, position`,
    [name],
  );
  return result.rows;
}
