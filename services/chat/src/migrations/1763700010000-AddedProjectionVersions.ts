import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events applied in order (docs/architecture.md, Events): the people projection keeps the version of the person's
 * event that last set the name and the one that last set the banned flag, the shops projection the version of the
 * shop's last applied event, and each applies only newer events. A deleted person or removed shop leaves a
 * tombstone, so a late event does not bring it back. Existing rows start at 0.
 */
export class AddedProjectionVersions1763700010000 implements MigrationInterface {
  name = 'AddedProjectionVersions1763700010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE chat.shops ADD COLUMN version integer NOT NULL DEFAULT 0');
    await queryRunner.query(`
      ALTER TABLE chat.people
        ADD COLUMN name_version integer NOT NULL DEFAULT 0,
        ADD COLUMN banned_version integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE TABLE chat.projection_tombstones (
        aggregate varchar(20) NOT NULL,
        aggregate_id integer NOT NULL,
        version integer NOT NULL DEFAULT 0,
        removed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (aggregate, aggregate_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat.projection_tombstones');
    await queryRunner.query('ALTER TABLE chat.people DROP COLUMN banned_version, DROP COLUMN name_version');
    await queryRunner.query('ALTER TABLE chat.shops DROP COLUMN version');
  }
}
