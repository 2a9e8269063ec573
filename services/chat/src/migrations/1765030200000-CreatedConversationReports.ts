import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports of conversations (issue 17): either party reports once (a conversation has one customer and one owner,
 * so once per side is once per person); admins block the reported party or dismiss, resolving every open report.
 */
export class CreatedConversationReports1765030200000 implements MigrationInterface {
  name = 'CreatedConversationReports1765030200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat.conversation_reports (
        id serial PRIMARY KEY,
        conversation_id integer NOT NULL REFERENCES chat.chat_conversations (id) ON DELETE CASCADE,
        reporter_type varchar(20) NOT NULL CHECK (reporter_type IN ('customer', 'shop_owner')),
        reporter_id integer,
        reporter_name varchar(200),
        reporter_email varchar(200),
        reason varchar(30) NOT NULL CHECK (reason IN ('spam', 'offensive', 'harassment', 'other')),
        details varchar(1000),
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decision varchar(10) CHECK (decision IN ('block', 'dismiss')),
        decision_reason varchar(500),
        decided_by integer,
        decided_by_name varchar(200),
        resolved_at timestamptz,
        CONSTRAINT conversation_reports_once_per_party UNIQUE (conversation_id, reporter_type),
        CONSTRAINT conversation_reports_resolved_has_decision CHECK (
          (status = 'open') = (decision IS NULL AND resolved_at IS NULL))
      )`);
    await queryRunner.query(
      'CREATE INDEX conversation_reports_queue_idx ON chat.conversation_reports (status, created_at, id)',
    );
    await queryRunner.query(
      `CREATE INDEX conversation_reports_resolved_idx ON chat.conversation_reports (resolved_at DESC, id DESC)
       WHERE status = 'resolved'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat.conversation_reports');
  }
}
