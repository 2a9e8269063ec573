import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The GIN indexes of the catalog's searches take each new entry into their tree at once (`fastupdate = off`), where
 * they kept it in a pending list first (issue 20, T5). Every search that reads a GIN index reads all of its pending
 * list too, entry by entry, until a VACUUM, or a list past `gin_pending_list_limit` (4 MB), moves it into the tree;
 * on a million products autovacuum comes round after some 200,000 changed rows, so the lists of a catalogue with
 * steady renames and new products stay long. On the large set, after 10,000 renames (half an hour of T5's writer),
 * the lists held 10,865 products and 600 Zipf searches took 16.0 ms on average (p95 30.3 ms) against 8.7 ms (20.1)
 * with nothing pending; with this setting, after 10,000 more renames, 9.2 ms (20.5). A rename costs 2.9 ms instead
 * of 1.7; price, stock and view counts change no indexed column and stay in place (LeftRoomForInPlaceUpdates).
 * What the lists already hold is moved into the trees here (0.85 s for those 10,865).
 */
const SEARCH_GIN_INDEXES = [
  'shops_search_vector_idx',
  'shops_name_trgm_idx',
  'shops_location_trgm_idx',
  'products_search_vector_idx',
  'products_name_trgm_idx',
  'products_search_facts_idx',
  'products_words_cells_idx',
  'products_search_sample_idx',
  'search_words_trgm_idx',
  'search_locations_trgm_idx',
] as const;

export class WroteSearchIndexesInPlace1765080000000 implements MigrationInterface {
  name = 'WroteSearchIndexesInPlace1765080000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of SEARCH_GIN_INDEXES) {
      await queryRunner.query(`ALTER INDEX catalog."${index}" SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('catalog."${index}"'::regclass)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of SEARCH_GIN_INDEXES)
      await queryRunner.query(`ALTER INDEX catalog."${index}" RESET (fastupdate)`);
  }
}
