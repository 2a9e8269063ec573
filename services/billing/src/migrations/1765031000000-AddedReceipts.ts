import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts (issue 16): one per successful payment, written in the payment's transaction. Numbers run per year of
 * issue without gaps (R-2026-000001, ...): the year's counter row is locked until the receipt commits. The owner's
 * name and e-mail are kept on the subscription when the owner asks for it, so a webhook (which carries no person)
 * can issue the receipt.
 */
export class AddedReceipts1765031000000 implements MigrationInterface {
  name = 'AddedReceipts1765031000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE billing.subscriptions
        ADD COLUMN owner_name varchar(200) NULL,
        ADD COLUMN owner_email varchar(320) NULL`);
    await queryRunner.query(`
      CREATE TABLE billing.receipt_counters (
        year integer PRIMARY KEY,
        last_number integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE billing.receipts (
        id serial PRIMARY KEY,
        number varchar(30) NOT NULL UNIQUE,
        payment_id integer NOT NULL UNIQUE REFERENCES billing.payments (id) ON DELETE CASCADE,
        subscription_id integer NOT NULL REFERENCES billing.subscriptions (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        owner_name varchar(200) NOT NULL,
        owner_email varchar(320) NULL,
        plan varchar(100) NOT NULL,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        amount numeric(10, 2) NOT NULL,
        currency varchar(3) NOT NULL,
        payment_reference varchar(255) NOT NULL,
        issued_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX receipts_user_idx ON billing.receipts (user_id, issued_at DESC, id DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE billing.receipts');
    await queryRunner.query('DROP TABLE billing.receipt_counters');
    await queryRunner.query('ALTER TABLE billing.subscriptions DROP COLUMN owner_name, DROP COLUMN owner_email');
  }
}
