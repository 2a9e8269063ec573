import { MigrationInterface, QueryRunner } from 'typeorm';
import { messagingTablesSql } from '@app/messaging';

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
