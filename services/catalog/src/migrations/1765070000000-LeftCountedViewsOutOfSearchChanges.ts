import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The view recorder's flush no longer runs the search-change trigger of catalog.shops (issue 20, T1). The flush
 * changes view_count alone, which no search finds or shows, and the trigger found that out for every row by
 * turning the row before and after into jsonb, shop by shop: about 0.1 ms a row, nine tenths of the flush's UPDATE
 * (1,099 shops: 102-125 ms with it, 17-25 ms without; 10,000 shops: 1,117 against 117 ms; EXPLAIN ANALYZE on the
 * large set). Under a page load of a thousand views a second over as many shops, that was a tenth of a core, and
 * once the flushes fell behind each one grew with the backlog. The flush says so in its transaction
 * (`catalog.counting_views`, set with set_config(..., true) by ShopViewRecorder around its UPDATE, gone at commit);
 * every other UPDATE of shops is recorded as before.
 */
export class LeftCountedViewsOutOfSearchChanges1765070000000 implements MigrationInterface {
  name = 'LeftCountedViewsOutOfSearchChanges1765070000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER shops_search_updated ON catalog.shops');
    await queryRunner.query(`
      CREATE TRIGGER shops_search_updated AFTER UPDATE ON catalog.shops
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
      WHEN (current_setting('catalog.counting_views', true) IS DISTINCT FROM 'on')
      EXECUTE FUNCTION catalog.record_shops_search_changes()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER shops_search_updated ON catalog.shops');
    await queryRunner.query(`
      CREATE TRIGGER shops_search_updated AFTER UPDATE ON catalog.shops
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
      EXECUTE FUNCTION catalog.record_shops_search_changes()`);
  }
}
