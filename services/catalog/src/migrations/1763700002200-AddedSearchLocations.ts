import { MigrationInterface, QueryRunner } from 'typeorm';

async function extensionSchema(queryRunner: QueryRunner, name: string): Promise<string> {
  const rows: Array<{ nspname: string }> = await queryRunner.query(
    `SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = $1`,
    [name],
  );
  if (!rows[0]) throw new Error(`The ${name} extension is missing`);
  return `"${rows[0].nspname.replace(/"/g, '""')}"`;
}

/**
 * Location search through a vocabulary: catalog.search_locations holds each distinct shop location (kept by
 * triggers), so a typo-tolerant match runs over a few dozen strings and the shops or products are then found by
 * plain equality on a b-tree, which stops as soon as enough candidates are read. Also an index for a category's
 * public shops, newest first (a category listing reads its first candidates straight from it).
 */
export class AddedSearchLocations1763700002200 implements MigrationInterface {
  name = 'AddedSearchLocations1763700002200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const trgm = await extensionSchema(queryRunner, 'pg_trgm');
    await queryRunner.query(`
      CREATE TABLE catalog.search_locations (
        location varchar(200) PRIMARY KEY,
        normalized text GENERATED ALWAYS AS (lower(catalog.immutable_unaccent(location))) STORED
      )`);
    await queryRunner.query(
      `CREATE INDEX search_locations_trgm_idx ON catalog.search_locations USING gin (normalized ${trgm}.gin_trgm_ops)`,
    );
    // As for search_words: inserts once per statement, a move per row and only when the location changed; a
    // location no shop has any more stays and matches nothing.
    await queryRunner.query(`
      CREATE FUNCTION catalog.remember_inserted_search_locations() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalog.search_locations (location) SELECT DISTINCT location FROM inserted
        ON CONFLICT (location) DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.remember_moved_search_location() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalog.search_locations (location) VALUES (NEW.location) ON CONFLICT (location) DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER shops_search_locations_inserted AFTER INSERT ON catalog.shops
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT
      EXECUTE FUNCTION catalog.remember_inserted_search_locations()`);
    await queryRunner.query(`
      CREATE TRIGGER shops_search_locations_moved AFTER UPDATE OF location ON catalog.shops
      FOR EACH ROW WHEN (OLD.location IS DISTINCT FROM NEW.location)
      EXECUTE FUNCTION catalog.remember_moved_search_location()`);
    await queryRunner.query(`
      INSERT INTO catalog.search_locations (location) SELECT DISTINCT location FROM catalog.shops
      ON CONFLICT (location) DO NOTHING`);
    await queryRunner.query('CREATE INDEX shops_location_idx ON catalog.shops (location)');
    await queryRunner.query(
      `CREATE INDEX shops_public_category_recent_idx ON catalog.shops (category_id, created_at DESC, id DESC)
       WHERE is_approved AND is_active`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.shops_public_category_recent_idx');
    await queryRunner.query('DROP INDEX catalog.shops_location_idx');
    await queryRunner.query('DROP TRIGGER shops_search_locations_moved ON catalog.shops');
    await queryRunner.query('DROP TRIGGER shops_search_locations_inserted ON catalog.shops');
    await queryRunner.query('DROP FUNCTION catalog.remember_moved_search_location()');
    await queryRunner.query('DROP FUNCTION catalog.remember_inserted_search_locations()');
    await queryRunner.query('DROP TABLE catalog.search_locations');
  }
}
