import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events applied in order (docs/architecture.md, Events): the people and shops read models keep, per group of
 * columns, the version of the identity or catalog event that last set it (person profile; banned flag; shop
 * details; shop status) and apply only newer events; occurredAt still orders events written before versions
 * existed (version 0). Existing rows start at 0.
 */
export class AddedProjectionVersions1763700010000 implements MigrationInterface {
  name = 'AddedProjectionVersions1763700010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE audit.people
        ADD COLUMN profile_version integer NOT NULL DEFAULT 0,
        ADD COLUMN banned_version integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      ALTER TABLE audit.shops
        ADD COLUMN version integer NOT NULL DEFAULT 0,
        ADD COLUMN status_version integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE audit.shops DROP COLUMN status_version, DROP COLUMN version');
    await queryRunner.query('ALTER TABLE audit.people DROP COLUMN banned_version, DROP COLUMN profile_version');
  }
}
