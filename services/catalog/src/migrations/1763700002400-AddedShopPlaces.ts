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
];
const PLACE_COLUMNS = ['latitude', 'longitude', 'opening_hours'];

/**
 * Where a shop is and when it opens (issue 14): latitude and longitude (WGS84, both or neither) and the week's
 * opening hours as a JSON list of { day, opens, closes }. Distance search uses Postgres `cube` + `earthdistance`
 * (both ship with the embedded PostgreSQL and Debian's): a GiST index over the shop's point on the earth answers
 * "within r km" through earth_box, and earth_distance keeps the exact circle. The search version now also moves
 * when a pin or the hours change.
 */
export class AddedShopPlaces1763700002400 implements MigrationInterface {
  name = 'AddedShopPlaces1763700002400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public');
    await queryRunner.query(`
      ALTER TABLE catalog.shops
        ADD COLUMN latitude double precision,
        ADD COLUMN longitude double precision,
        ADD COLUMN opening_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD CONSTRAINT shops_latitude_range CHECK (latitude BETWEEN -90 AND 90),
        ADD CONSTRAINT shops_longitude_range CHECK (longitude BETWEEN -180 AND 180),
        ADD CONSTRAINT shops_pin_whole CHECK ((latitude IS NULL) = (longitude IS NULL)),
        ADD CONSTRAINT shops_opening_hours_list CHECK (jsonb_typeof(opening_hours) = 'array')`);
    await queryRunner.query(`
      CREATE INDEX shops_place_idx ON catalog.shops
      USING gist (public.ll_to_earth(latitude, longitude))
      WHERE latitude IS NOT NULL AND longitude IS NOT NULL`);
    await this.searchVersionTrigger(queryRunner, [...SEARCH_VERSION_COLUMNS, ...PLACE_COLUMNS]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.searchVersionTrigger(queryRunner, SEARCH_VERSION_COLUMNS);
    await queryRunner.query('DROP INDEX catalog.shops_place_idx');
    await queryRunner.query(`
      ALTER TABLE catalog.shops
        DROP COLUMN opening_hours, DROP COLUMN longitude, DROP COLUMN latitude`);
  }

  private async searchVersionTrigger(queryRunner: QueryRunner, columns: string[]): Promise<void> {
    await queryRunner.query('DROP TRIGGER shops_search_version ON catalog.shops');
    await queryRunner.query(`
      CREATE TRIGGER shops_search_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${columns.join(', ')}
      ON catalog.shops FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_search_version()`);
  }
}
