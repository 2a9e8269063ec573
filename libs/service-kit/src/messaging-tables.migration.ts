import { MigrationInterface, QueryRunner } from 'typeorm';
import { deadLetterReplaySql, messagingTablesSql, outboxPositionSql } from '@app/messaging';

/** A migration named `name` (`<PastTenseName><timestamp>`, as TypeORM reads it) that runs `sql`'s statements in order. */
function statementsMigration(name: string, sql: { up: string[]; down: string[] }): new () => MigrationInterface {
  const migration = class implements MigrationInterface {
    name = name;

    async up(queryRunner: QueryRunner): Promise<void> {
      for (const statement of sql.up) await queryRunner.query(statement);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      for (const statement of sql.down) await queryRunner.query(statement);
    }
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}

/** Every service's first migration: its outbox, inbox and dead-letter tables. */
export function messagingTablesMigration(schema: string): new () => MigrationInterface {
  return statementsMigration('AddedMessagingTables1763700000000', messagingTablesSql(schema));
}

/** Every service's messaging migration for replaying dead letters (who replayed one, beside when). */
export function deadLetterReplayMigration(schema: string): new () => MigrationInterface {
  return statementsMigration('AddedDeadLetterReplayedBy1779350000000', deadLetterReplaySql(schema));
}

/** Every service's messaging migration that orders its outbox by insertion within one millisecond. */
export function outboxPositionMigration(schema: string): new () => MigrationInterface {
  return statementsMigration('AddedOutboxPosition1795650000000', outboxPositionSql(schema));
}

/** The messaging migrations every service runs before its own, in order. */
export function messagingMigrations(schema: string): Array<new () => MigrationInterface> {
  return [messagingTablesMigration(schema), deadLetterReplayMigration(schema), outboxPositionMigration(schema)];
}
