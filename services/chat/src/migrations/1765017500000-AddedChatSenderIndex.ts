import { MigrationInterface, QueryRunner } from 'typeorm';

/** The per-person send limit counts a sender's messages of the last minute: one index range per send. */
export class AddedChatSenderIndex1765017500000 implements MigrationInterface {
  name = 'AddedChatSenderIndex1765017500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX chat_messages_sender_created_idx ON chat.chat_messages (sender_id, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX chat.chat_messages_sender_created_idx');
  }
}
