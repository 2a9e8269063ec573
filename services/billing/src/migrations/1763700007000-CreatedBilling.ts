import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscriptions (spec 001 section 3), their payments and the Stripe events already processed. At most one
 * pending subscription per owner, so a double click on /subscribe finds the first one instead of a second.
 * `stripe_payment_intent_id` stands for the data model's stripeSubscriptionId: the yearly fee is one PaymentIntent.
 */
export class CreatedBilling1763700007000 implements MigrationInterface {
  name = 'CreatedBilling1763700007000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE billing.subscriptions (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        shop_id integer NULL,
        stripe_payment_intent_id varchar(255) NULL UNIQUE,
        client_secret varchar(500) NULL,
        status varchar(50) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'expired', 'failed')),
        amount numeric(10, 2) NOT NULL,
        currency varchar(3) NOT NULL DEFAULT 'EUR',
        start_date timestamptz NULL,
        end_date timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status <> 'active' OR (start_date IS NOT NULL AND end_date IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX subscriptions_one_pending_per_user ON billing.subscriptions (user_id) WHERE status = 'pending'`,
    );
    await queryRunner.query('CREATE INDEX subscriptions_user_idx ON billing.subscriptions (user_id, created_at DESC)');
    await queryRunner.query(
      `CREATE INDEX subscriptions_active_end_idx ON billing.subscriptions (end_date) WHERE status = 'active'`,
    );
    await queryRunner.query(`
      CREATE TABLE billing.payments (
        id serial PRIMARY KEY,
        subscription_id integer NOT NULL REFERENCES billing.subscriptions (id) ON DELETE CASCADE,
        provider_payment_id varchar(255) NOT NULL UNIQUE,
        amount numeric(10, 2) NOT NULL,
        currency varchar(3) NOT NULL,
        status varchar(20) NOT NULL CHECK (status IN ('succeeded', 'failed')),
        failure_reason text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX payments_subscription_idx ON billing.payments (subscription_id)');
    await queryRunner.query(`
      CREATE TABLE billing.processed_webhook_events (
        event_id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE billing.processed_webhook_events');
    await queryRunner.query('DROP TABLE billing.payments');
    await queryRunner.query('DROP TABLE billing.subscriptions');
  }
}
