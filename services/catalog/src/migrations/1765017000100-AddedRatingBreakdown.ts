import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many reviews of each number of stars a shop has (issue 17), as reviews computes it with the average and
 * count: review events carry it, under the same rating_version. Shops rated before this change keep zeros until
 * their next rating change (reviews holds the reviews; catalog cannot count them itself).
 */
export class AddedRatingBreakdown1765017000100 implements MigrationInterface {
  name = 'AddedRatingBreakdown1765017000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.shops
        ADD COLUMN rating_breakdown jsonb NOT NULL DEFAULT '{"1": 0, "2": 0, "3": 0, "4": 0, "5": 0}'::jsonb,
        ADD CONSTRAINT shops_rating_breakdown_object CHECK (jsonb_typeof(rating_breakdown) = 'object')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE catalog.shops DROP CONSTRAINT shops_rating_breakdown_object, DROP COLUMN rating_breakdown',
    );
  }
}
