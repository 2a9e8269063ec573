import { Client } from 'pg';

/**
 * A fingerprint of every table of a service's schema: its row count, and the newest transaction that wrote a row
 * (max xmin), so an insert, update or delete changes it. Outbox tables count rows only: the relay marks rows
 * published in the background. Transaction ids grow across the whole server, so a later write always raises it.
 */
export async function storeSignature(sql: Client, schema: string): Promise<string> {
  const tables = await tablesOf(sql, schema);
  const parts = tables.map((table) => {
    const name = `"${schema}"."${table}"`;
    const newest = table === 'outbox_events' ? '0' : 'coalesce(max(xmin::text::bigint), 0)';
    return `SELECT '${table}' AS t, count(*)::text AS n, ${newest}::text AS x FROM ${name}`;
  });
  const result = await sql.query<{ t: string; n: string; x: string }>(parts.join(' UNION ALL '));
  return result.rows.map((row) => `${row.t}:${row.n}:${row.x}`).join(' ');
}

const tableLists = new WeakMap<Client, Map<string, Promise<string[]>>>();

async function tablesOf(sql: Client, schema: string): Promise<string[]> {
  let bySchema = tableLists.get(sql);
  if (!bySchema) tableLists.set(sql, (bySchema = new Map()));
  let tables = bySchema.get(schema);
  if (!tables) {
    tables = sql
      .query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
        [schema],
      )
      .then((result) => result.rows.map((row) => row.table_name));
    bySchema.set(schema, tables);
  }
  return tables;
}
