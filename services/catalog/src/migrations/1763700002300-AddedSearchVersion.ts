import { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns whose change alters what a search finds or shows (the shop and product list mappers' inputs). */
const SHOP_COLUMNS = [
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
];
// shop_location and shop_category_id are copies written when the shop moves, which bumps the version itself.
const PRODUCT_COLUMNS = [
  'shop_id',
  'name',
  'description',
  'price',
  'quantity',
  'image_url',
  'images',
  'is_active',
  'created_at',
];

/** Trigger name, table, and the events that bump the version. */
const BUMPS: Array<[string, string, string]> = [
  ['shops_search_version', 'shops', `INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${SHOP_COLUMNS.join(', ')}`],
  ['products_search_version', 'products', `INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${PRODUCT_COLUMNS.join(', ')}`],
  ['owner_status_search_version', 'owner_status', 'INSERT OR DELETE OR TRUNCATE OR UPDATE OF banned'],
  ['categories_search_version', 'categories', 'INSERT OR DELETE OR TRUNCATE OR UPDATE'],
];

/**
 * The search cache's version (services/catalog/src/search/search-cache.ts): one row counting the writes that change
 * what a search returns or shows, bumped by statement-level triggers in the writer's own transaction, so a reader
 * sees the new number exactly when it can see the new data, in every catalog process, with no messaging. A row and
 * not a sequence: a sequence moves before its transaction commits. view_count is left out on purpose (every shop
 * page view writes it); the cache's TTL bounds how stale a listed view count gets.
 *
 * The triggers run BEFORE the statement, so a writer queues for the version row before it locks any row of its
 * own statement: two writers then meet on the version first instead of each holding what the other waits for.
 */
export class AddedSearchVersion1763700002300 implements MigrationInterface {
  name = 'AddedSearchVersion1763700002300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.search_version (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL
      )`);
    await queryRunner.query('INSERT INTO catalog.search_version (id, version) VALUES (true, 1)');
    await queryRunner.query(`
      CREATE FUNCTION catalog.bump_search_version() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog.search_version SET version = version + 1 WHERE id;
        RETURN NULL;
      END $$`);
    for (const [name, table, events] of BUMPS) {
      await queryRunner.query(`
        CREATE TRIGGER ${name} BEFORE ${events} ON catalog.${table}
        FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_search_version()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, table] of BUMPS) await queryRunner.query(`DROP TRIGGER ${name} ON catalog.${table}`);
    await queryRunner.query('DROP FUNCTION catalog.bump_search_version()');
    await queryRunner.query('DROP TABLE catalog.search_version');
  }
}
