import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in throttling (auth/login-lock.ts): failure windows per client network, per account and per account and
 * network (`subject` is '<network>', '<userId>' or '<userId>|<network>'), and the networks a person signed in
 * from, which an attack on their account from elsewhere does not slow.
 */
export class CreatedLoginThrottles1763700000700 implements MigrationInterface {
  name = 'CreatedLoginThrottles1763700000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.login_throttles (
        scope varchar(16) NOT NULL CHECK (scope IN ('client', 'account', 'account_client')),
        subject varchar(160) NOT NULL,
        failures integer NOT NULL CHECK (failures >= 0),
        window_started_at timestamptz NOT NULL,
        blocked_until timestamptz,
        PRIMARY KEY (scope, subject)
      )`);
    await queryRunner.query(
      'CREATE INDEX login_throttles_window_started_at_idx ON identity.login_throttles (window_started_at)',
    );
    await queryRunner.query(`
      CREATE TABLE identity.login_trusted_clients (
        user_id integer NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        client_key varchar(120) NOT NULL,
        last_seen_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, client_key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.login_trusted_clients');
    await queryRunner.query('DROP TABLE identity.login_throttles');
  }
}
