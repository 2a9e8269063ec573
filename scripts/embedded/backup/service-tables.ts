import { Client } from 'pg';

export interface ServiceTable {
  schema: string;
  table: string;
}

/** The migrations' own bookkeeping: made by the migrations on restore, never copied. */
const MIGRATIONS_TABLE = 'migrations';

/** Every table of every service schema (everything but PostgreSQL's own schemas and public), in a fixed order. */
export async function serviceTables(client: Client): Promise<ServiceTable[]> {
  const { rows } = await client.query<ServiceTable>(
    `SELECT table_schema AS schema, table_name AS table FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'public')
       AND table_schema NOT LIKE 'pg_%' AND table_name <> $1
     ORDER BY table_schema, table_name`,
    [MIGRATIONS_TABLE],
  );
  return rows;
}

/** The migrations applied in each service schema, oldest first: a backup restores only into the same code. */
export async function appliedMigrations(client: Client): Promise<Record<string, string[]>> {
  const { rows } = await client.query<{ schema: string }>(
    `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = $1
       AND table_schema NOT IN ('pg_catalog', 'information_schema', 'public') ORDER BY table_schema`,
    [MIGRATIONS_TABLE],
  );
  const applied: Record<string, string[]> = {};
  for (const { schema } of rows) {
    const names = await client.query<{ name: string }>(
      `SELECT name FROM ${quoted(schema)}.${MIGRATIONS_TABLE} ORDER BY id`,
    );
    applied[schema] = names.rows.map((row) => row.name);
  }
  return applied;
}

export function quoted(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

export function qualified({ schema, table }: ServiceTable): string {
  return `${quoted(schema)}.${quoted(table)}`;
}
