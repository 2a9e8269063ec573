import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Galleries (issue 15): shops get `images` as products already have, both hold at most 8 addresses in order, and
 * image_url stays the cover (images[1]), written together by the services. Rows from before get their one picture
 * as their gallery. (A gallery change reaches cached searches through AddedSearchChanges, which records any
 * change of a shop's columns but its view count.)
 */
export class AddedGalleries1765033000100 implements MigrationInterface {
  name = 'AddedGalleries1765033000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.shops
        ADD COLUMN images text[] NOT NULL DEFAULT '{}',
        ADD CONSTRAINT shops_images_at_most_8 CHECK (cardinality(images) <= 8)`);
    await queryRunner.query(
      `UPDATE catalog.shops SET images = ARRAY[image_url] WHERE image_url IS NOT NULL AND images = '{}'`,
    );
    await queryRunner.query(
      `UPDATE catalog.products SET images = ARRAY[image_url] WHERE image_url IS NOT NULL AND images = '{}'`,
    );
    await queryRunner.query(
      'ALTER TABLE catalog.products ADD CONSTRAINT products_images_at_most_8 CHECK (cardinality(images) <= 8)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog.products DROP CONSTRAINT products_images_at_most_8');
    await queryRunner.query('ALTER TABLE catalog.shops DROP COLUMN images');
  }
}
