import { MigrationInterface, QueryRunner } from 'typeorm';
import { deadLetterReplaySql, messagingTablesSql, outboxPositionSql } from '@app/messaging';

/** Every service's first migration: its outbox, inbox and dead-letter tables. */
export function messagingTablesMigration(schema: string): new () => MigrationInterface {
  const sql = messagingTablesSql(schema);
  return class AddedMessagingTables1763700000000 implements MigrationInterface {
    name = 'AddedMessagingTables1763700000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      for (const statement of sql.up) await queryRunner.query(statement);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      for (const statement of sql.down) await queryRunner.query(statement);
    }
  };
}

/** Every service's messaging migration for replaying dead letters (who replayed one, beside when). */
export function deadLetterReplayMigration(schema: string): new () => MigrationInterface {
  const sql = deadLetterReplaySql(schema);
  return class AddedDeadLetterReplayedBy1779350000000 implements MigrationInterface {
    name = 'AddedDeadLetterReplayedBy1779350000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      for (const statement of sql.up) await queryRunner.query(statement);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      for (const statement of sql.down) await queryRunner.query(statement);
    }
  };
}

/** Every service's messaging migration that orders its outbox by insertion within one millisecond. */
export function outboxPositionMigration(schema: string): new () => MigrationInterface {
  const sql = outboxPositionSql(schema);
  return class AddedOutboxPosition1795650000000 implements MigrationInterface {
    name = 'AddedOutboxPosition1795650000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      for (const statement of sql.up) await queryRunner.query(statement);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      for (const statement of sql.down) await queryRunner.query(statement);
    }
  };
}

/** The messaging migrations every service runs before its own, in order. */
export function messagingMigrations(schema: string): Array<new () => MigrationInterface> {
  return [messagingTablesMigration(schema), deadLetterReplayMigration(schema), outboxPositionMigration(schema)];
}
