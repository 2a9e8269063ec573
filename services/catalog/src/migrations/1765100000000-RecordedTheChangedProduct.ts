import { MigrationInterface, QueryRunner } from 'typeorm';

/** As AddedSearchChanges: a statement touching more rows records one change for everything. */
const ROWS_PER_STATEMENT_LIMIT = 500;
/** As AddedSearchChanges: counted views never alter what a search finds or shows. */
const UNSEARCHED_COLUMNS = "ARRAY['view_count']";

const BASE_COLUMNS = 'scope, shop_id, lexemes, words, locations, categories, points, shop_level, match_changed';

/**
 * The products table's change recorder (AddedSearchChanges' record_products_search_changes), with or without the
 * changed product's id and whether its shop's count of products may have changed.
 */
function productChangesRecorder(withProduct: boolean): string {
  const columns = withProduct ? `${BASE_COLUMNS}, product_id, product_count_changed` : BASE_COLUMNS;
  const values = (productId: string, countChanged: string) =>
    withProduct ? `c.*, ${productId}, ${countChanged}` : 'c.*';
  return `CREATE OR REPLACE FUNCTION catalog.record_products_search_changes() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        INSERT INTO catalog.search_changes (scope) VALUES ('all');
      ELSIF TG_OP = 'INSERT' THEN
        IF (SELECT count(*) FROM new_rows) > ${ROWS_PER_STATEMENT_LIMIT} THEN
          INSERT INTO catalog.search_changes (scope) VALUES ('all');
        ELSE
          INSERT INTO catalog.search_changes (${columns})
          SELECT ${values('n.id', 'true')} FROM new_rows n, catalog.product_search_change(NULL, n) c;
        END IF;
      ELSIF TG_OP = 'DELETE' THEN
        IF (SELECT count(*) FROM old_rows) > ${ROWS_PER_STATEMENT_LIMIT} THEN
          INSERT INTO catalog.search_changes (scope) VALUES ('all');
        ELSE
          INSERT INTO catalog.search_changes (${columns})
          SELECT ${values('o.id', 'true')} FROM old_rows o, catalog.product_search_change(o, NULL) c;
        END IF;
      ELSE
        -- Only rows whose searched or shown columns changed: a view count flush records nothing.
        IF (SELECT count(*) FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE to_jsonb(o) - ${UNSEARCHED_COLUMNS} IS DISTINCT FROM to_jsonb(n) - ${UNSEARCHED_COLUMNS}) > ${ROWS_PER_STATEMENT_LIMIT} THEN
          INSERT INTO catalog.search_changes (scope) VALUES ('all');
        ELSE
          INSERT INTO catalog.search_changes (${columns})
          SELECT ${values('n.id', '(o.shop_id, o.is_active) IS DISTINCT FROM (n.shop_id, n.is_active)')}
          FROM old_rows o JOIN new_rows n ON n.id = o.id, catalog.product_search_change(o, n) c
          WHERE to_jsonb(o) - ${UNSEARCHED_COLUMNS} IS DISTINCT FROM to_jsonb(n) - ${UNSEARCHED_COLUMNS};
        END IF;
      END IF;
      RETURN NULL;
    END $$`;
}

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
    await queryRunner.query(productChangesRecorder(true));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(productChangesRecorder(false));
    await queryRunner.query(`
      ALTER TABLE catalog.search_changes DROP COLUMN product_id, DROP COLUMN product_count_changed`);
  }
}
