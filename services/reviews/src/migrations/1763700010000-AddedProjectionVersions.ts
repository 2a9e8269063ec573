import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events applied in order (docs/architecture.md, Events). The shop and people projections keep, per group of
 * columns, the version of the catalog or identity event that last set it (shop details; shop status and flags;
 * person name; banned flag) instead of the events' occurredAt, and apply only newer events. A removed shop or
 * deleted person leaves a tombstone, so a late event does not bring it back. Shops also get the version of their
 * rating totals, which review.created / review.updated carry to catalog. Existing rows start at 0.
 */
export class AddedProjectionVersions1763700010000 implements MigrationInterface {
  name = 'AddedProjectionVersions1763700010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE reviews.shops
        DROP COLUMN status_at,
        ADD COLUMN version integer NOT NULL DEFAULT 0,
        ADD COLUMN status_version integer NOT NULL DEFAULT 0,
        ADD COLUMN rating_version integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      ALTER TABLE reviews.people
        DROP COLUMN banned_at,
        ADD COLUMN name_version integer NOT NULL DEFAULT 0,
        ADD COLUMN banned_version integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE TABLE reviews.projection_tombstones (
        aggregate varchar(20) NOT NULL,
        aggregate_id integer NOT NULL,
        version integer NOT NULL DEFAULT 0,
        removed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (aggregate, aggregate_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE reviews.projection_tombstones');
    await queryRunner.query(`
      ALTER TABLE reviews.people
        DROP COLUMN banned_version,
        DROP COLUMN name_version,
        ADD COLUMN banned_at timestamptz NOT NULL DEFAULT '-infinity'`);
    await queryRunner.query(`
      ALTER TABLE reviews.shops
        DROP COLUMN rating_version,
        DROP COLUMN status_version,
        DROP COLUMN version,
        ADD COLUMN status_at timestamptz NOT NULL DEFAULT '-infinity'`);
  }
}
