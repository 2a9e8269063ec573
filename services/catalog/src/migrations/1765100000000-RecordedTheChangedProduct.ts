import { MigrationInterface, QueryRunner } from 'typeorm';
import { searchChangesRecorder } from './support/search-changes-recorder';

/** The changed product's id, and whether its shop's count of products may have changed. */
const PRODUCT_EXTRAS = {
  columns: ['product_id', 'product_count_changed'],
  inserted: ['n.id', 'true'],
  deleted: ['o.id', 'true'],
  updated: ['n.id', '(o.shop_id, o.is_active) IS DISTINCT FROM (n.shop_id, n.is_active)'],
};

/**
 * A product's change records which product it was and whether its shop's count of products may have changed (an
 * insert, a delete, a move or a change of listing), so that the search cache drops only what it touches (issue 20,
 * T5): a product page showing another product of the same shop stays (a new price shows on its own card only),
 * and a shop list showing the shop drops only when the shop's product count may differ. Of the bench writer's
 * changes, a new price dropped every cached page showing any product of the shop. Changes recorded before (no
 * product id, count changed by default) are read the old way.
 */
export class RecordedTheChangedProduct1765100000000 implements MigrationInterface {
  name = 'RecordedTheChangedProduct1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.search_changes
        ADD COLUMN product_id integer,
        ADD COLUMN product_count_changed boolean NOT NULL DEFAULT true`);
    await queryRunner.query(searchChangesRecorder('products', PRODUCT_EXTRAS));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(searchChangesRecorder('products'));
    await queryRunner.query(`
      ALTER TABLE catalog.search_changes DROP COLUMN product_id, DROP COLUMN product_count_changed`);
  }
}
