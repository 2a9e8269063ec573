import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-account cap on wrong verification and reset codes (verification/code-failure-cap.ts): wrong codes in the
 * current window, and the end of the block once the cap was reached.
 */
export class CreatedCodeFailureCaps1764000000100 implements MigrationInterface {
  name = 'CreatedCodeFailureCaps1764000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.code_failure_caps (
        user_id integer PRIMARY KEY REFERENCES identity.users (id) ON DELETE CASCADE,
        failures integer NOT NULL CHECK (failures >= 0),
        window_started_at timestamptz NOT NULL,
        blocked_until timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.code_failure_caps');
  }
}
