import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks (issue 17): a conversation may keep one party from sending. The shop's owner blocks the customer; an
 * admin deciding a report blocks the reported party, who may be the owner. `blocked_by_admin` keeps an owner from
 * undoing an admin's block.
 */
export class AddedConversationBlocks1765030100000 implements MigrationInterface {
  name = 'AddedConversationBlocks1765030100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE chat.chat_conversations
        ADD COLUMN blocked_party varchar(20) CHECK (blocked_party IN ('customer', 'shop_owner')),
        ADD COLUMN blocked_at timestamptz,
        ADD COLUMN blocked_by integer,
        ADD COLUMN blocked_by_admin boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT chat_conversations_block_complete CHECK ((blocked_party IS NULL) = (blocked_at IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE chat.chat_conversations
        DROP CONSTRAINT chat_conversations_block_complete,
        DROP COLUMN blocked_by_admin,
        DROP COLUMN blocked_by,
        DROP COLUMN blocked_at,
        DROP COLUMN blocked_party`);
  }
}
