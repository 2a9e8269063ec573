import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unread e-mails (issue 17): each message is looked at once by the scheduler (`unread_email_checked`; messages
 * older than this column count as looked at), and each party of a conversation keeps when it was last e-mailed
 * about it, so at most one e-mail goes per CHAT_UNREAD_EMAIL_INTERVAL_MS.
 */
export class AddedUnreadEmails1765030300000 implements MigrationInterface {
  name = 'AddedUnreadEmails1765030300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE chat.chat_messages ADD COLUMN unread_email_checked boolean NOT NULL DEFAULT true',
    );
    await queryRunner.query('ALTER TABLE chat.chat_messages ALTER COLUMN unread_email_checked SET DEFAULT false');
    // The scheduler's scan: only unread messages not yet looked at, oldest first.
    await queryRunner.query(
      `CREATE INDEX chat_messages_unread_email_idx ON chat.chat_messages (created_at, id)
       WHERE NOT unread_email_checked AND read_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE chat.unread_emails (
        conversation_id integer NOT NULL REFERENCES chat.chat_conversations (id) ON DELETE CASCADE,
        recipient_type varchar(20) NOT NULL CHECK (recipient_type IN ('customer', 'shop_owner')),
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (conversation_id, recipient_type)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat.unread_emails');
    await queryRunner.query('DROP INDEX chat.chat_messages_unread_email_idx');
    await queryRunner.query('ALTER TABLE chat.chat_messages DROP COLUMN unread_email_checked');
  }
}
