import { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns whose change never alters what a search finds or shows (counted views reach lists through the TTL). */
const UNSEARCHED_COLUMNS = "ARRAY['view_count']";

/** A statement touching more rows than this records one change for everything instead of one per row. */
const ROWS_PER_STATEMENT_LIMIT = 500;

/**
 * Search invalidation per shop and per affected result (issue 20), replacing the single catalog.search_version row
 * that every catalog writer locked and that emptied every process's whole cache on any write.
 *
 * Every write that changes what a search finds or shows appends a row to catalog.search_changes in the writer's own
 * transaction, with what a cache needs to tell which cached pages it may touch: the shop, the full-text lexemes of
 * the row before and after, the new vocabulary words (a typo may now be corrected towards them), the locations,
 * categories and pins before and after, whether a shop-wide fact its products inherit changed, and whether
 * anything a search matches or orders by changed at all (a new price only touches pages showing it). Appending takes
 * no shared lock, so writers never queue behind each other. Each process tails the log by transaction id against
 * the snapshot of its read (services/catalog/src/search/search-change-feed.ts), so a change that commits late is
 * never skipped. A statement over ROWS_PER_STATEMENT_LIMIT rows (bulk loads) records one change for everything.
 */
export class AddedSearchChanges1765034000000 implements MigrationInterface {
  name = 'AddedSearchChanges1765034000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [trigger, table] of VERSION_TRIGGERS)
      await queryRunner.query(`DROP TRIGGER ${trigger} ON catalog.${table}`);
    await queryRunner.query('DROP FUNCTION catalog.bump_search_version()');
    await queryRunner.query('DROP TABLE catalog.search_version');

    await queryRunner.query(`
      CREATE TABLE catalog.search_changes (
        id bigserial PRIMARY KEY,
        txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
        recorded_at timestamptz NOT NULL DEFAULT now(),
        scope text NOT NULL CHECK (scope IN ('shop', 'product', 'all')),
        shop_id integer,
        lexemes text[] NOT NULL DEFAULT '{}',
        words text[] NOT NULL DEFAULT '{}',
        locations text[] NOT NULL DEFAULT '{}',
        categories text[] NOT NULL DEFAULT '{}',
        points double precision[],
        shop_level boolean NOT NULL DEFAULT false,
        match_changed boolean NOT NULL DEFAULT true
      )`);
    await queryRunner.query('CREATE INDEX search_changes_txid_idx ON catalog.search_changes (txid)');
    await queryRunner.query('CREATE INDEX search_changes_recorded_idx ON catalog.search_changes (recorded_at)');

    // The category as the search may name it: its id and its slug.
    await queryRunner.query(`
      CREATE FUNCTION catalog.category_names(category_id integer) RETURNS text[]
      LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN category_id IS NULL THEN '{}'::text[]
          ELSE ARRAY[category_id::text] || coalesce((SELECT ARRAY[slug::text] FROM catalog.categories WHERE id = category_id), '{}')
        END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.is_listed(s catalog.shops) RETURNS boolean
      LANGUAGE sql STABLE AS $$ SELECT s.is_approved AND s.is_active $$`);
    // One change of a shop from its row before (NULL when inserted) and after (NULL when deleted).
    await queryRunner.query(`
      CREATE FUNCTION catalog.shop_search_change(o catalog.shops, n catalog.shops,
        OUT scope text, OUT shop_id integer, OUT lexemes text[], OUT words text[], OUT locations text[],
        OUT categories text[], OUT points double precision[], OUT shop_level boolean, OUT match_changed boolean)
      LANGUAGE sql STABLE AS $$
        SELECT 'shop', coalesce(n.id, o.id),
          ARRAY(SELECT unnest(tsvector_to_array(o.search_vector)) UNION SELECT unnest(tsvector_to_array(n.search_vector))),
          ARRAY(SELECT catalog.name_words(n.name)),
          ARRAY(SELECT DISTINCT lower(catalog.immutable_unaccent(l)) FROM unnest(ARRAY[o.location, n.location]) l WHERE l IS NOT NULL),
          catalog.category_names(o.category_id) || catalog.category_names(n.category_id),
          ARRAY(SELECT unnest(ARRAY[o.latitude, o.longitude]) WHERE o.latitude IS NOT NULL)
            || ARRAY(SELECT unnest(ARRAY[n.latitude, n.longitude]) WHERE n.latitude IS NOT NULL),
          o.id IS NULL OR n.id IS NULL
            OR catalog.is_listed(o) IS DISTINCT FROM catalog.is_listed(n)
            OR (o.owner_id, o.location, o.category_id, o.latitude, o.longitude, o.opening_hours, o.rating, o.review_count)
               IS DISTINCT FROM (n.owner_id, n.location, n.category_id, n.latitude, n.longitude, n.opening_hours, n.rating, n.review_count),
          o.id IS NULL OR n.id IS NULL
            OR catalog.is_listed(o) IS DISTINCT FROM catalog.is_listed(n)
            OR (o.search_vector, o.owner_id, o.location, o.category_id, o.latitude, o.longitude, o.opening_hours, o.rating,
                o.review_count, o.created_at)
               IS DISTINCT FROM (n.search_vector, n.owner_id, n.location, n.category_id, n.latitude, n.longitude,
                n.opening_hours, n.rating, n.review_count, n.created_at)
      $$`);
    // A product's change; its place is its shop's (NULL points: the shop is gone, so no pin can rule it out).
    await queryRunner.query(`
      CREATE FUNCTION catalog.product_search_change(o catalog.products, n catalog.products,
        OUT scope text, OUT shop_id integer, OUT lexemes text[], OUT words text[], OUT locations text[],
        OUT categories text[], OUT points double precision[], OUT shop_level boolean, OUT match_changed boolean)
      LANGUAGE sql STABLE AS $$
        SELECT 'product', coalesce(n.shop_id, o.shop_id),
          ARRAY(SELECT unnest(tsvector_to_array(o.search_vector)) UNION SELECT unnest(tsvector_to_array(n.search_vector))),
          ARRAY(SELECT catalog.name_words(n.name)),
          ARRAY(SELECT DISTINCT lower(catalog.immutable_unaccent(l)) FROM unnest(ARRAY[o.shop_location, n.shop_location]) l WHERE l IS NOT NULL),
          catalog.category_names(o.shop_category_id) || catalog.category_names(n.shop_category_id),
          (SELECT CASE WHEN s.latitude IS NULL THEN '{}'::double precision[] ELSE ARRAY[s.latitude, s.longitude] END
           FROM catalog.shops s WHERE s.id = coalesce(n.shop_id, o.shop_id)),
          false,
          o.id IS NULL OR n.id IS NULL
            OR (o.search_vector, o.is_active, o.shop_id, o.shop_location, o.shop_category_id, o.created_at)
               IS DISTINCT FROM (n.search_vector, n.is_active, n.shop_id, n.shop_location, n.shop_category_id, n.created_at)
      $$`);
    for (const table of ['shops', 'products']) {
      const change = table === 'shops' ? 'catalog.shop_search_change' : 'catalog.product_search_change';
      await queryRunner.query(`
        CREATE FUNCTION catalog.record_${table}_search_changes() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            INSERT INTO catalog.search_changes (scope) VALUES ('all');
          ELSIF TG_OP = 'INSERT' THEN
            IF (SELECT count(*) FROM new_rows) > ${ROWS_PER_STATEMENT_LIMIT} THEN
              INSERT INTO catalog.search_changes (scope) VALUES ('all');
            ELSE
              INSERT INTO catalog.search_changes (scope, shop_id, lexemes, words, locations, categories, points, shop_level, match_changed)
              SELECT c.* FROM new_rows n, ${change}(NULL, n) c;
            END IF;
          ELSIF TG_OP = 'DELETE' THEN
            IF (SELECT count(*) FROM old_rows) > ${ROWS_PER_STATEMENT_LIMIT} THEN
              INSERT INTO catalog.search_changes (scope) VALUES ('all');
            ELSE
              INSERT INTO catalog.search_changes (scope, shop_id, lexemes, words, locations, categories, points, shop_level, match_changed)
              SELECT c.* FROM old_rows o, ${change}(o, NULL) c;
            END IF;
          ELSE
            -- Only rows whose searched or shown columns changed: a view count flush records nothing.
            IF (SELECT count(*) FROM old_rows o JOIN new_rows n ON n.id = o.id
                WHERE to_jsonb(o) - ${UNSEARCHED_COLUMNS} IS DISTINCT FROM to_jsonb(n) - ${UNSEARCHED_COLUMNS}) > ${ROWS_PER_STATEMENT_LIMIT} THEN
              INSERT INTO catalog.search_changes (scope) VALUES ('all');
            ELSE
              INSERT INTO catalog.search_changes (scope, shop_id, lexemes, words, locations, categories, points, shop_level, match_changed)
              SELECT c.* FROM old_rows o JOIN new_rows n ON n.id = o.id, ${change}(o, n) c
              WHERE to_jsonb(o) - ${UNSEARCHED_COLUMNS} IS DISTINCT FROM to_jsonb(n) - ${UNSEARCHED_COLUMNS};
            END IF;
          END IF;
          RETURN NULL;
        END $$`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_search_inserted AFTER INSERT ON catalog.${table}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog.record_${table}_search_changes()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_search_updated AFTER UPDATE ON catalog.${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
        EXECUTE FUNCTION catalog.record_${table}_search_changes()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_search_deleted AFTER DELETE ON catalog.${table}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog.record_${table}_search_changes()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_search_truncated AFTER TRUNCATE ON catalog.${table}
        FOR EACH STATEMENT EXECUTE FUNCTION catalog.record_${table}_search_changes()`);
    }
    // A ban or an expired subscription hides every shop of an owner and a category rename changes every card of
    // it: rare, so all of it.
    await queryRunner.query(`
      CREATE FUNCTION catalog.record_search_change_of_everything() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalog.search_changes (scope) VALUES ('all');
        RETURN NULL;
      END $$`);
    for (const [trigger, table, events, forEach] of EVERYTHING_TRIGGERS) {
      await queryRunner.query(`
        CREATE TRIGGER ${trigger} AFTER ${events} ON catalog.${table}
        FOR EACH ${forEach} EXECUTE FUNCTION catalog.record_search_change_of_everything()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [trigger, table] of EVERYTHING_TRIGGERS)
      await queryRunner.query(`DROP TRIGGER ${trigger} ON catalog.${table}`);
    await queryRunner.query('DROP FUNCTION catalog.record_search_change_of_everything()');
    for (const table of ['shops', 'products']) {
      for (const event of ['inserted', 'updated', 'deleted', 'truncated']) {
        await queryRunner.query(`DROP TRIGGER ${table}_search_${event} ON catalog.${table}`);
      }
      await queryRunner.query(`DROP FUNCTION catalog.record_${table}_search_changes()`);
    }
    await queryRunner.query('DROP FUNCTION catalog.product_search_change(catalog.products, catalog.products)');
    await queryRunner.query('DROP FUNCTION catalog.shop_search_change(catalog.shops, catalog.shops)');
    await queryRunner.query('DROP FUNCTION catalog.is_listed(catalog.shops)');
    await queryRunner.query('DROP FUNCTION catalog.category_names(integer)');
    await queryRunner.query('DROP TABLE catalog.search_changes');

    await queryRunner.query(
      'CREATE TABLE catalog.search_version (id boolean PRIMARY KEY DEFAULT true CHECK (id), version bigint NOT NULL)',
    );
    await queryRunner.query('INSERT INTO catalog.search_version (id, version) VALUES (true, 1)');
    await queryRunner.query(`
      CREATE FUNCTION catalog.bump_search_version() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog.search_version SET version = version + 1 WHERE id;
        RETURN NULL;
      END $$`);
    for (const [trigger, table] of VERSION_TRIGGERS) {
      await queryRunner.query(`
        CREATE TRIGGER ${trigger} BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE ON catalog.${table}
        FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_search_version()`);
    }
  }
}

/** The version triggers this migration replaces (AddedSearchVersion, AddedShopPlaces). */
const VERSION_TRIGGERS: Array<[string, string]> = [
  ['shops_search_version', 'shops'],
  ['products_search_version', 'products'],
  ['owner_status_search_version', 'owner_status'],
  ['categories_search_version', 'categories'],
];

/** An owner whose shops the public does not see: banned, or their subscription expired (subscription_phase 2). */
const HIDING = (row: 'OLD' | 'NEW') => `(${row}.banned OR ${row}.subscription_phase = 2)`;

/** Trigger name, table, events and FOR EACH: an owner's standing matters only when it hides or hid their shops. */
const EVERYTHING_TRIGGERS: Array<[string, string, string, string]> = [
  ['owner_status_hiding_search_change', 'owner_status', 'INSERT', `ROW WHEN ${HIDING('NEW')}`],
  [
    'owner_status_standing_search_change',
    'owner_status',
    'UPDATE OF banned, subscription_phase',
    `ROW WHEN (${HIDING('OLD')} IS DISTINCT FROM ${HIDING('NEW')})`,
  ],
  ['owner_status_lifted_search_change', 'owner_status', 'DELETE', `ROW WHEN ${HIDING('OLD')}`],
  ['owner_status_truncated_search_change', 'owner_status', 'TRUNCATE', 'STATEMENT'],
  ['categories_search_change', 'categories', 'INSERT OR DELETE OR TRUNCATE OR UPDATE', 'STATEMENT'],
];
