import { DataSource } from 'typeorm';

/** The node-postgres pool TypeORM keeps for a data source (PostgresDriver.master), as far as a read needs it. */
interface PgPool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A read on the data source's own pool without TypeORM's QueryRunner (issue 20, T1/T2): `DataSource.query` creates
 * and releases a runner per call, and on the shop page that cost as much CPU as the SQL's round trip. Same pool,
 * same connections, same rows (the pg driver parses them either way); for single-statement reads outside a
 * transaction only: anything that writes or needs a transaction goes through TypeORM's manager.
 */
export async function poolQuery<T>(dataSource: DataSource, sql: string, params: unknown[] = []): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  if (!pool) return dataSource.query(sql, params);
  return (await pool.query(sql, params)).rows as T[];
}
