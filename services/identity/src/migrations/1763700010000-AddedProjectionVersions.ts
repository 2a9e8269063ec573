import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events applied in order (docs/architecture.md, Events): each person carries a version that every user.* event
 * other services keep is stamped with (bumped in the transaction that writes the event), and the owner shop
 * projection keeps the version of the shop.* event that last set a shop's name and owner, so a late or redelivered
 * event no longer overwrites a newer one. Existing rows start at 0: their next event is version 1.
 */
export class AddedProjectionVersions1763700010000 implements MigrationInterface {
  name = 'AddedProjectionVersions1763700010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE identity.users ADD COLUMN version integer NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE identity.owner_shop_stats ADD COLUMN shop_version integer NOT NULL DEFAULT 0');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE identity.owner_shop_stats DROP COLUMN shop_version');
    await queryRunner.query('ALTER TABLE identity.users DROP COLUMN version');
  }
}
