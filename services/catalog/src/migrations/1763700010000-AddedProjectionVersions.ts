import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events applied in order (docs/architecture.md, Events). Shops carry the version every shop.* event is stamped
 * with (bumped in the transaction that writes the event) and the version of the rating totals reviews last sent.
 * The owner_status projection keeps, per group of columns, the version of the person's event that last set it
 * (name and e-mail; banned) and the (subscription id, phase) of the last subscription event, and applies only newer
 * events. A deleted person leaves a tombstone, so a late event does not bring their row back. Existing rows start
 * at 0; their subscription phase follows from what they hold (1 active, 2 expired).
 */
export class AddedProjectionVersions1763700010000 implements MigrationInterface {
  name = 'AddedProjectionVersions1763700010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.shops
        ADD COLUMN version integer NOT NULL DEFAULT 0,
        ADD COLUMN rating_version integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      ALTER TABLE catalog.owner_status
        ADD COLUMN profile_version integer NOT NULL DEFAULT 0,
        ADD COLUMN moderation_version integer NOT NULL DEFAULT 0,
        ADD COLUMN subscription_phase smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      UPDATE catalog.owner_status
      SET subscription_phase = CASE WHEN subscription_active THEN 1 ELSE 2 END
      WHERE subscription_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE catalog.projection_tombstones (
        aggregate varchar(20) NOT NULL,
        aggregate_id integer NOT NULL,
        version integer NOT NULL DEFAULT 0,
        removed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (aggregate, aggregate_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.projection_tombstones');
    await queryRunner.query(`
      ALTER TABLE catalog.owner_status
        DROP COLUMN subscription_phase,
        DROP COLUMN moderation_version,
        DROP COLUMN profile_version`);
    await queryRunner.query('ALTER TABLE catalog.shops DROP COLUMN rating_version, DROP COLUMN version');
  }
}
