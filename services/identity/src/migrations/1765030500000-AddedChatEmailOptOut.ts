import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 17: a person may turn off e-mails about chat messages left unread. */
export class AddedChatEmailOptOut1765030500000 implements MigrationInterface {
  name = 'AddedChatEmailOptOut1765030500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE identity.users ADD COLUMN chat_email_opt_out boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE identity.users DROP COLUMN chat_email_opt_out');
  }
}
