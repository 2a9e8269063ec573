import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every public read asks whether the shop's owner hides their shops (search-sql's OWNER_HIDES_SHOPS: banned, or
 * the subscription expired). Few owners do, so a partial index over just them answers that in microseconds; without
 * it each search scanned the whole owner table once (about 1 ms a search on the large set, issue 20).
 */
export class AddedOwnerHidingIndex1765040000000 implements MigrationInterface {
  name = 'AddedOwnerHidingIndex1765040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX IF NOT EXISTS owner_status_hiding_idx ON catalog.owner_status (owner_id)
      WHERE banned OR subscription_phase = 2`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS catalog.owner_status_hiding_idx');
  }
}
