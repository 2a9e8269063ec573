import { DomainEvent } from '@app/contracts';
import { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { EventHandler, OnDomainEvent } from '../event-handler';
import { deadLetterReplaySql, messagingTablesSql, outboxPositionSql } from '../messaging-tables';

/** The first migration of a test "service": its schema, the messaging tables and a table handlers write to. */
export function firstMigrationOf(schema: string): new () => MigrationInterface {
  const name = `Created${schema.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase())}Schema1763700000000`;
  const migration = class implements MigrationInterface {
    name = name;
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`CREATE SCHEMA "${schema}"`);
      for (const sql of messagingTablesSql(schema).up) await queryRunner.query(sql);
      for (const sql of deadLetterReplaySql(schema).up) await queryRunner.query(sql);
      for (const sql of outboxPositionSql(schema).up) await queryRunner.query(sql);
      await queryRunner.query(
        `CREATE TABLE "${schema}"."effects" ("event_id" uuid NOT NULL, "review_id" int NOT NULL, "handler" text NOT NULL)`,
      );
    }
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP SCHEMA "${schema}" CASCADE`);
    }
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}

export function dataSourceOptions(url: string, schema: string) {
  return {
    type: 'postgres' as const,
    url,
    migrations: [firstMigrationOf(schema)],
    migrationsTableName: `migrations_${schema}`,
    synchronize: false,
    extra: { max: 8 },
  };
}

export async function openDataSource(url: string, schema: string): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(url, schema));
  await dataSource.initialize();
  await dataSource.runMigrations();
  return dataSource;
}

/** Writes one `effects` row per handling; throws for the review ids it is told to refuse. */
@OnDomainEvent('review.created')
export class RecordReviewHandler implements EventHandler<'review.created'> {
  calls = 0;
  readonly refuse = new Set<number>();
  /** Time each handling takes, to cut a connection in the middle of one. */
  delayMs = 0;

  constructor(private readonly schema: string) {}

  async handle(event: DomainEvent<'review.created'>, manager: EntityManager): Promise<void> {
    this.calls += 1;
    await manager.query(
      `INSERT INTO "${this.schema}"."effects" ("event_id", "review_id", "handler") VALUES ($1, $2, $3)`,
      [event.id, event.payload.reviewId, RecordReviewHandler.name],
    );
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.refuse.has(event.payload.reviewId)) throw new Error(`review ${event.payload.reviewId} refused`);
  }
}

export async function effectsOf(
  dataSource: DataSource,
  schema: string,
): Promise<Array<{ event_id: string; review_id: number }>> {
  return dataSource.query(`SELECT "event_id", "review_id" FROM "${schema}"."effects" ORDER BY "review_id"`);
}

export async function outboxOf(
  dataSource: DataSource,
  schema: string,
): Promise<Array<{ id: string; published_at: Date | null; attempts: number; last_error: string | null }>> {
  return dataSource.query(
    `SELECT "id", "published_at", "attempts", "last_error" FROM "${schema}"."outbox_events" ORDER BY "occurred_at", "position"`,
  );
}
