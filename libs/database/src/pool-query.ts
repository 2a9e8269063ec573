import { DataSource } from 'typeorm';
import { PreparedStatement, queryPrepared } from './prepared-statement';

/** The node-postgres pool TypeORM keeps for a data source (PostgresDriver.master), as far as a read needs it. */
interface PgPool {
  query(
    query: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/**
 * A read on the data source's own pool without TypeORM's QueryRunner (issue 20, T1/T2): `DataSource.query` creates
 * and releases a runner per call, and on the shop page that cost as much CPU as the SQL's round trip. Same pool,
 * same connections, same rows (the pg driver parses them either way); for single-statement reads outside a
 * transaction only: anything that writes or needs a transaction goes through TypeORM's manager. A
 * `PreparedStatement` is prepared once on each of the pool's connections.
 */
export async function poolQuery<T>(
  dataSource: DataSource,
  sql: string | PreparedStatement,
  params: unknown[] = [],
): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  if (typeof sql === 'string')
    return pool ? ((await pool.query(sql, params)).rows as T[]) : dataSource.query(sql, params);
  if (!pool) return queryPrepared(dataSource.manager, sql, params);
  return (await pool.query({ name: sql.name, text: sql.text, values: params })).rows as T[];
}
