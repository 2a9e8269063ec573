import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The end-of-plan reminders already sent (issue 16): one row per subscription, kind and end date, so each reminder
 * goes out once however often or on however many instances the scheduler runs (its insert is the claim).
 */
export class CreatedSubscriptionReminders1765031100000 implements MigrationInterface {
  name = 'CreatedSubscriptionReminders1765031100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE billing.subscription_reminders (
        subscription_id integer NOT NULL REFERENCES billing.subscriptions (id) ON DELETE CASCADE,
        kind varchar(30) NOT NULL CHECK (kind IN ('ends_in_30_days', 'ends_in_7_days', 'ends_today')),
        period_end timestamptz NOT NULL,
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (subscription_id, kind, period_end)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE billing.subscription_reminders');
  }
}
