import { Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { preparedStatement, sessionOptions } from '@app/database';
import { SEARCH_GENERIC_PLAN_SETTINGS, SqlStatement } from './search-sql';

/** Where the searches that Postgres may plan once run (SearchPlan's plannedPerSearch unset). */
export interface PreparedSearchPool {
  query<T>(statement: SqlStatement): Promise<T[]>;
  end(): Promise<void>;
}

/**
 * Connections of their own (as many as searches may run at once), started with SEARCH_GENERIC_PLAN_SETTINGS, on
 * which each search statement is prepared once (named by its text) and runs on the plan Postgres made for it; the
 * service's pool keeps Postgres's own choice for everything else, near me's searches included.
 */
export function openPreparedSearchPool(url: string, size: number): PreparedSearchPool {
  const logger = new Logger('PreparedSearchPool');
  const pool = new Pool({
    connectionString: url,
    max: size,
    application_name: 'marketplace-catalog-search',
    options: sessionOptions(SEARCH_GENERIC_PLAN_SETTINGS),
  });
  // An idle connection that fails is dropped by the pool; the next search opens another.
  pool.on('error', (error) => logger.warn(`A search connection failed: ${error.message}`));
  return {
    async query<T>(statement: SqlStatement): Promise<T[]> {
      const { name, text } = preparedStatement(statement.sql);
      return (await pool.query({ name, text, values: statement.values })).rows as T[];
    },
    end: () => pool.end(),
  };
}
