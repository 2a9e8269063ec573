import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The people of every role, as the spec's data model has them (two-factor and Stripe columns included, unused yet).
 * E-mails are kept lower-cased and phones as digits (with an optional leading +); each is unique where present.
 */
export class CreatedUsers1763700000200 implements MigrationInterface {
  name = 'CreatedUsers1763700000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.users (
        id serial PRIMARY KEY,
        email varchar(100),
        first_name varchar(50) NOT NULL,
        last_name varchar(50) NOT NULL,
        profile_image_url text,
        role varchar(20) NOT NULL DEFAULT 'customer',
        phone varchar(20),
        city varchar(100),
        contact_method varchar(10) NOT NULL DEFAULT 'email',
        password varchar(255) NOT NULL,
        is_email_verified boolean NOT NULL DEFAULT false,
        is_phone_verified boolean NOT NULL DEFAULT false,
        banned boolean NOT NULL DEFAULT false,
        ban_reason varchar(500),
        stripe_customer_id varchar(255),
        stripe_subscription_id varchar(255),
        is_admin boolean NOT NULL DEFAULT false,
        failed_login_attempts integer NOT NULL DEFAULT 0,
        account_locked_until timestamptz,
        last_login_at timestamptz,
        last_login_ip varchar(100),
        password_changed_at timestamptz,
        two_factor_secret varchar(255),
        two_factor_enabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_role_check CHECK (role IN ('customer', 'shop_owner', 'admin')),
        CONSTRAINT users_contact_method_check CHECK (contact_method IN ('email', 'phone')),
        CONSTRAINT users_contact_present_check CHECK (email IS NOT NULL OR phone IS NOT NULL),
        CONSTRAINT users_failed_login_attempts_check CHECK (failed_login_attempts >= 0)
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX users_email_unique ON identity.users (lower(email)) WHERE email IS NOT NULL',
    );
    await queryRunner.query('CREATE UNIQUE INDEX users_phone_unique ON identity.users (phone) WHERE phone IS NOT NULL');
    // Admin lists: filters, sorts and the search's name and city look-ups.
    await queryRunner.query('CREATE INDEX users_created_at_idx ON identity.users (created_at DESC, id DESC)');
    await queryRunner.query(
      'CREATE INDEX users_role_created_at_idx ON identity.users (role, created_at DESC, id DESC)',
    );
    await queryRunner.query('CREATE INDEX users_name_idx ON identity.users (lower(first_name), lower(last_name), id)');
    await queryRunner.query('CREATE INDEX users_last_name_idx ON identity.users (lower(last_name))');
    await queryRunner.query('CREATE INDEX users_city_idx ON identity.users (lower(city))');
    await queryRunner.query('CREATE INDEX users_admin_idx ON identity.users (id) WHERE is_admin');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.users');
  }
}
