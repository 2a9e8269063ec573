import { MigrationInterface, QueryRunner } from 'typeorm';

/** Guests who gave an e-mail or a phone; the cookie's token is kept only as its SHA-256. */
export class CreatedGuestSessions1763700000500 implements MigrationInterface {
  name = 'CreatedGuestSessions1763700000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.guest_sessions (
        id serial PRIMARY KEY,
        token_hash varchar(64) NOT NULL UNIQUE,
        email varchar(100),
        phone varchar(20),
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT guest_sessions_contact_check CHECK (email IS NOT NULL OR phone IS NOT NULL)
      )`);
    await queryRunner.query('CREATE INDEX guest_sessions_expires_at_idx ON identity.guest_sessions (expires_at)');
    await queryRunner.query(
      'CREATE INDEX guest_sessions_email_idx ON identity.guest_sessions (lower(email)) WHERE email IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX guest_sessions_phone_idx ON identity.guest_sessions (phone) WHERE phone IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.guest_sessions');
  }
}
