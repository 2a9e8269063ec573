/** As AddedSearchChanges: a statement touching more rows records one change for everything. */
const ROWS_PER_STATEMENT_LIMIT = 500;
/** As AddedSearchChanges: counted views never alter what a search finds or shows. */
const UNSEARCHED_COLUMNS = "ARRAY['view_count']";

const BASE_COLUMNS = 'scope, shop_id, lexemes, words, locations, categories, points, shop_level, match_changed';

/**
 * Columns a later migration added to catalog.search_changes, with each one's value for an inserted row (`n`), a
 * deleted row (`o`) and an updated one (`o` before, `n` after).
 */
export interface RecordedExtras {
  columns: string[];
  inserted: string[];
  deleted: string[];
  updated: string[];
}

const NO_EXTRAS: RecordedExtras = { columns: [], inserted: [], deleted: [], updated: [] };

/**
 * A table's change recorder as AddedSearchChanges wrote it (record_shops_search_changes or
 * record_products_search_changes, over catalog.shop_search_change or product_search_change), with the extra
 * columns later migrations record.
 */
export function searchChangesRecorder(table: 'shops' | 'products', extras: RecordedExtras = NO_EXTRAS): string {
  const change = table === 'shops' ? 'catalog.shop_search_change' : 'catalog.product_search_change';
  const columns = [BASE_COLUMNS, ...extras.columns].join(', ');
  const values = (extra: string[]) => ['c.*', ...extra].join(', ');
  return `CREATE OR REPLACE FUNCTION catalog.record_${table}_search_changes() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        INSERT INTO catalog.search_changes (scope) VALUES ('all');
      ELSIF TG_OP = 'INSERT' THEN
        IF (SELECT count(*) FROM new_rows) > ${ROWS_PER_STATEMENT_LIMIT} THEN
          INSERT INTO catalog.search_changes (scope) VALUES ('all');
        ELSE
          INSERT INTO catalog.search_changes (${columns})
          SELECT ${values(extras.inserted)} FROM new_rows n, ${change}(NULL, n) c;
        END IF;
      ELSIF TG_OP = 'DELETE' THEN
        IF (SELECT count(*) FROM old_rows) > ${ROWS_PER_STATEMENT_LIMIT} THEN
          INSERT INTO catalog.search_changes (scope) VALUES ('all');
        ELSE
          INSERT INTO catalog.search_changes (${columns})
          SELECT ${values(extras.deleted)} FROM old_rows o, ${change}(o, NULL) c;
        END IF;
      ELSE
        -- Only rows whose searched or shown columns changed: a view count flush records nothing.
        IF (SELECT count(*) FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE to_jsonb(o) - ${UNSEARCHED_COLUMNS} IS DISTINCT FROM to_jsonb(n) - ${UNSEARCHED_COLUMNS}) > ${ROWS_PER_STATEMENT_LIMIT} THEN
          INSERT INTO catalog.search_changes (scope) VALUES ('all');
        ELSE
          INSERT INTO catalog.search_changes (${columns})
          SELECT ${values(extras.updated)}
          FROM old_rows o JOIN new_rows n ON n.id = o.id, ${change}(o, n) c
          WHERE to_jsonb(o) - ${UNSEARCHED_COLUMNS} IS DISTINCT FROM to_jsonb(n) - ${UNSEARCHED_COLUMNS};
        END IF;
      END IF;
      RETURN NULL;
    END $$`;
}
