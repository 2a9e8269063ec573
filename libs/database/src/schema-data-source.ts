import { Logger } from '@nestjs/common';
import { DataSource, DataSourceOptions, MixedList } from 'typeorm';
import { sessionOptions, SessionSettings } from './session-settings';

export interface ServiceDatabaseOptions {
  /** The service's own Postgres schema; every table the service owns lives in it. */
  schema: string;
  url: string;
  entities: MixedList<Function>;
  migrations: MixedList<Function>;
  /** Connections in the pool; small by default because several services share one server. */
  poolSize?: number;
  /** Settings every connection starts with (sessionOptions), for what all of the service's queries want. */
  sessionSettings?: SessionSettings;
  logQueries?: boolean;
}

const SCHEMA_NAME = /^[a-z][a-z0-9_]{0,62}$/;

export function serviceDataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: options.logQueries ? ['query', 'error'] : ['error'],
    extra: {
      max: options.poolSize ?? 10,
      application_name: `marketplace-${options.schema}`,
      ...(options.sessionSettings ? { options: sessionOptions(options.sessionSettings) } : {}),
    },
  };
}

/**
 * Opens the data source, makes sure the schema exists and runs pending migrations under an advisory lock,
 * so several processes of one service can start at once without racing.
 */
export async function openServiceDataSource(options: ServiceDatabaseOptions): Promise<DataSource> {
  const logger = new Logger(`Database:${options.schema}`);
  const dataSource = new DataSource(serviceDataSourceOptions(options));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${options.schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0) logger.log(`Applied migrations: ${applied.map((migration) => migration.name).join(', ')}`);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  } finally {
    await runner
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${options.schema}`])
      .catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}
