import { MigrationInterface, QueryRunner } from 'typeorm';

/** Images in chat (issue 17): up to four uploaded image paths per message, in the order sent. */
export class AddedMessageAttachments1765035000000 implements MigrationInterface {
  name = 'AddedMessageAttachments1765035000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE chat.chat_messages ADD COLUMN attachments text[] NOT NULL DEFAULT '{}'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE chat.chat_messages DROP COLUMN attachments');
  }
}
