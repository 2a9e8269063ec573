import { MigrationInterface, QueryRunner } from 'typeorm';

/** The read models of the admin statistics and logs; all rebuilt from audit.event_history on demand. */
export class CreatedReadModels1763700008000 implements MigrationInterface {
  name = 'CreatedReadModels1763700008000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit.people (
        id integer PRIMARY KEY,
        role varchar(20),
        is_admin boolean NOT NULL DEFAULT false,
        first_name varchar(200),
        last_name varchar(200),
        email varchar(200),
        city varchar(200),
        created_at timestamptz,
        snapshot_at timestamptz,
        banned boolean NOT NULL DEFAULT false,
        banned_at timestamptz,
        verified boolean NOT NULL DEFAULT false,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(`
      CREATE TABLE audit.shops (
        id integer PRIMARY KEY,
        owner_id integer,
        name varchar(200),
        location varchar(200),
        status varchar(20) NOT NULL DEFAULT 'pending',
        is_approved boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz,
        status_at timestamptz,
        removed boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(`
      CREATE TABLE audit.products (
        id integer PRIMARY KEY,
        shop_id integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(`
      CREATE TABLE audit.visits (
        id integer PRIMARY KEY,
        shop_id integer NOT NULL,
        shop_name varchar(200) NOT NULL,
        shop_location varchar(200) NOT NULL,
        user_id integer,
        guest_session_id integer,
        ip_address varchar(100),
        user_agent varchar(500),
        referrer text,
        source varchar(255) NOT NULL,
        visited_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX visits_visited_at_idx ON audit.visits (visited_at DESC)');
    await queryRunner.query(`
      CREATE TABLE audit.messages (
        id integer PRIMARY KEY,
        conversation_id integer NOT NULL,
        shop_id integer NOT NULL,
        sender_type varchar(20) NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE audit.payments (
        payment_id varchar(255) PRIMARY KEY,
        subscription_id integer NOT NULL,
        user_id integer NOT NULL,
        amount numeric(12,2) NOT NULL,
        currency varchar(3) NOT NULL,
        paid_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE audit.admin_logs (
        id serial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        admin_id integer,
        admin_name varchar(200),
        admin_email varchar(200),
        action varchar(50) NOT NULL,
        target_type varchar(20) NOT NULL,
        target_id integer NOT NULL,
        target_name varchar(400),
        details jsonb NOT NULL DEFAULT '{}',
        ip_address varchar(100),
        user_agent varchar(500),
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX admin_logs_created_idx ON audit.admin_logs (created_at DESC, id DESC)');
    await queryRunner.query(`
      CREATE TABLE audit.audit_logs (
        id serial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        user_id integer,
        action varchar(50) NOT NULL,
        resource varchar(50) NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        ip_address varchar(100),
        user_agent varchar(500),
        success boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['audit_logs', 'admin_logs', 'payments', 'messages', 'visits', 'products', 'shops', 'people']) {
      await queryRunner.query(`DROP TABLE audit.${table}`);
    }
  }
}
