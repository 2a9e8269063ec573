import { MigrationInterface, QueryRunner } from 'typeorm';
import { searchChangesRecorder } from './support/search-changes-recorder';

/**
 * What a product's card shows of its shop (products/product.row's PRODUCT_COLUMNS: name, place, pin, rating,
 * category) and what decides whether it shows at all (listing, owner).
 */
const CARD_FACTS = ['owner_id', 'name', 'location', 'latitude', 'longitude', 'rating', 'review_count', 'category_id'];
const row = (alias: string) => `(${CARD_FACTS.map((column) => `${alias}.${column}`).join(', ')})`;

const SHOP_EXTRAS = {
  columns: ['product_card_changed'],
  inserted: ['true'],
  deleted: ['true'],
  updated: [`catalog.is_listed(o) IS DISTINCT FROM catalog.is_listed(n) OR ${row('o')} IS DISTINCT FROM ${row('n')}`],
};

/**
 * A shop's change records whether what its products' cards show of it may have changed (issue 20, T5), so that
 * the search cache keeps a product page showing one of its products through a new description, phone or picture
 * of the shop, which no product card shows. Of the bench writer's changes, a shop's description edit dropped every
 * cached product page showing any of its products. Changes recorded before (and product changes) read true.
 */
export class RecordedProductCardChanges1765110000000 implements MigrationInterface {
  name = 'RecordedProductCardChanges1765110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE catalog.search_changes ADD COLUMN product_card_changed boolean NOT NULL DEFAULT true',
    );
    await queryRunner.query(searchChangesRecorder('shops', SHOP_EXTRAS));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(searchChangesRecorder('shops'));
    await queryRunner.query('ALTER TABLE catalog.search_changes DROP COLUMN product_card_changed');
  }
}
