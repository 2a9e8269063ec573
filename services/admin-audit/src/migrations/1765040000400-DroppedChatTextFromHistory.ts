import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event history keeps chat messages without their text and pictures (event-history/history-payload.ts): this
 * removes them from the messages recorded before. Irreversible by design: the text was never admin-audit's to keep.
 */
export class DroppedChatTextFromHistory1765040000400 implements MigrationInterface {
  name = 'DroppedChatTextFromHistory1765040000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE audit.event_history SET payload = payload - 'message' - 'attachments'
        WHERE name = 'chat.message.sent' AND (payload ? 'message' OR payload ? 'attachments')`,
    );
  }

  async down(): Promise<void> {
    // Nothing to restore.
  }
}
