import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail verification codes and password reset codes. A code is never stored: `code_hash` is its HMAC-SHA256 keyed
 * with the internal secret, so a leaked table cannot be tried against the 10^6 possible codes.
 */
export class CreatedOneTimeCodes1763700000400 implements MigrationInterface {
  name = 'CreatedOneTimeCodes1763700000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.verification_codes (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        code_hash varchar(64) NOT NULL,
        type varchar(20) NOT NULL,
        expires_at timestamptz NOT NULL,
        is_used boolean NOT NULL DEFAULT false,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX verification_codes_user_idx ON identity.verification_codes (user_id, type, created_at DESC)',
    );
    await queryRunner.query(`
      CREATE TABLE identity.password_reset_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        code_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        is_used boolean NOT NULL DEFAULT false,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX password_reset_tokens_user_idx ON identity.password_reset_tokens (user_id, created_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.password_reset_tokens');
    await queryRunner.query('DROP TABLE identity.verification_codes');
  }
}
