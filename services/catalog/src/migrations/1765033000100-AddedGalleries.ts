import { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_VERSION_COLUMNS = [
  'owner_id',
  'name',
  'description',
  'location',
  'address',
  'phone',
  'email',
  'website',
  'category_id',
  'image_url',
  'status',
  'is_approved',
  'is_active',
  'rating',
  'review_count',
  'created_at',
  'updated_at',
  'latitude',
  'longitude',
  'opening_hours',
];

/**
 * Galleries (issue 15): shops get `images` as products already have, both hold at most 8 addresses in order, and
 * image_url stays the cover (images[1]), written together by the services. Rows from before get their one picture
 * as their gallery. The search version now also moves when a shop's gallery changes.
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
    await this.searchVersionTrigger(queryRunner, [...SEARCH_VERSION_COLUMNS, 'images']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.searchVersionTrigger(queryRunner, SEARCH_VERSION_COLUMNS);
    await queryRunner.query('ALTER TABLE catalog.products DROP CONSTRAINT products_images_at_most_8');
    await queryRunner.query('ALTER TABLE catalog.shops DROP COLUMN images');
  }

  private async searchVersionTrigger(queryRunner: QueryRunner, columns: string[]): Promise<void> {
    await queryRunner.query('DROP TRIGGER shops_search_version ON catalog.shops');
    await queryRunner.query(`
      CREATE TRIGGER shops_search_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${columns.join(', ')}
      ON catalog.shops FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_search_version()`);
  }
}
