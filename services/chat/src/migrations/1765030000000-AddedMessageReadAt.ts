import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read receipts (issue 17): when the recipient read each message. Messages read before this column existed take
 * their sending time, the best estimate there is.
 */
export class AddedMessageReadAt1765030000000 implements MigrationInterface {
  name = 'AddedMessageReadAt1765030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE chat.chat_messages ADD COLUMN read_at timestamptz');
    await queryRunner.query('UPDATE chat.chat_messages SET read_at = created_at WHERE is_read');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE chat.chat_messages DROP COLUMN read_at');
  }
}
