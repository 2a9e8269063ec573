import { createHash } from 'node:crypto';
import { EntityManager } from 'typeorm';

/**
 * A statement Postgres parses and plans once per connection instead of on every call (issue 20): node-postgres
 * prepares a query that has a name on the first run on each connection and afterwards only binds and executes it.
 * On the shop page's two reads, planning was most of Postgres's work (pgbench of the same SQL: about 4,000
 * transactions a second unprepared, 19,000 prepared; docs/decisions.md).
 *
 * Only for statements whose best plan does not depend on the values (lookups by key, inserts, the send's lock):
 * after five runs Postgres may keep a generic plan, which a search's text and ranking would suffer from.
 */
export interface PreparedStatement {
  /** Derived from the text, so one name never stands for two texts on a connection (node-postgres refuses that). */
  readonly name: string;
  readonly text: string;
}

export function preparedStatement(text: string): PreparedStatement {
  return { name: `prepared_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text };
}

/**
 * Runs a prepared statement through TypeORM's manager, so inside the manager's transaction. TypeORM hands the
 * query to node-postgres's `query` unchanged, which takes a `{ name, text }` config in place of the text (the
 * integration test of this file checks that the statement was prepared on the connection).
 */
export function queryPrepared<T>(
  manager: EntityManager,
  statement: PreparedStatement,
  params: unknown[],
): Promise<T[]> {
  // A fresh object each call: node-postgres writes the values onto the config it is given.
  const config = { name: statement.name, text: statement.text };
  return manager.query(config as unknown as string, params);
}
