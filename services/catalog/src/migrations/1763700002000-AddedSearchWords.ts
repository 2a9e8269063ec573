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
 * Typo tolerance through a vocabulary instead of trigram conditions over every row: catalog.search_words holds the
 * distinct words of shop and product names (kept by triggers), and catalog.search_tsquery(term) turns each word of a
 * search into "the word OR its closest vocabulary words", so the full-text GIN indexes alone find the matches.
 */
export class AddedSearchWords1763700002000 implements MigrationInterface {
  name = 'AddedSearchWords1763700002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const trgm = await extensionSchema(queryRunner, 'pg_trgm');
    await queryRunner.query('CREATE TABLE catalog.search_words (word text PRIMARY KEY)');
    await queryRunner.query(
      `CREATE INDEX search_words_trgm_idx ON catalog.search_words USING gin (word ${trgm}.gin_trgm_ops)`,
    );

    // Words worth correcting a typo towards: letters only (numbers and codes are matched exactly), 3 or more.
    await queryRunner.query(`
      CREATE FUNCTION catalog.name_words(name text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$
        SELECT DISTINCT word
        FROM regexp_split_to_table(lower(catalog.immutable_unaccent(name)), '[^[:alnum:]]+') AS word
        WHERE length(word) >= 3 AND word !~ '[0-9]'
      $$`);

    // Inserts are remembered once per statement (the bulk loader inserts 50,000 rows a statement); a rename per row,
    // only when the name changed, so view counts and other updates pay nothing. Deleted names' words stay: a stale
    // word only adds an alternative that matches nothing.
    await queryRunner.query(`
      CREATE FUNCTION catalog.remember_inserted_search_words() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalog.search_words (word)
        SELECT DISTINCT catalog.name_words(inserted.name) FROM inserted
        ON CONFLICT (word) DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.remember_renamed_search_words() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalog.search_words (word) SELECT catalog.name_words(NEW.name) ON CONFLICT (word) DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const table of ['shops', 'products']) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_search_words_inserted AFTER INSERT ON catalog.${table}
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT
        EXECUTE FUNCTION catalog.remember_inserted_search_words()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_search_words_renamed AFTER UPDATE OF name ON catalog.${table}
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
        EXECUTE FUNCTION catalog.remember_renamed_search_words()`);
    }
    await queryRunner.query(`
      INSERT INTO catalog.search_words (word)
      SELECT DISTINCT catalog.name_words(name)
      FROM (SELECT DISTINCT name FROM catalog.shops UNION SELECT DISTINCT name FROM catalog.products) names
      ON CONFLICT (word) DO NOTHING`);

    // The search's tsquery: every word must match (AND), stop words aside, each as itself or, when it is not a known
    // word, as one of its 6 closest known words: similar (trigram similarity >= 0.3), or the same letters in another
    // order ('blwo' for 'blow', only 0.25 similar), or containing it (a fragment: 'bak' in 'bakery'). The index
    // finds candidates at similarity 0.2 (the function's own threshold); the conditions above keep the close ones.
    await queryRunner.query(`
      CREATE FUNCTION catalog.search_tsquery(term text) RETURNS tsquery
      LANGUAGE sql STABLE PARALLEL SAFE STRICT
      SET pg_trgm.similarity_threshold = 0.2
      AS $$
        WITH words AS (
          SELECT word, min(position) AS position
          FROM regexp_split_to_table(lower(catalog.immutable_unaccent(term)), '[^[:alnum:]]+')
            WITH ORDINALITY AS split(word, position)
          WHERE word <> '' AND plainto_tsquery('english', word)::text <> ''
          GROUP BY word
        ),
        alternatives AS (
          SELECT w.position, string_agg(DISTINCT '(' || query::text || ')', ' | ') AS any_of
          FROM words w
          CROSS JOIN LATERAL (
            SELECT w.word AS alternative
            UNION ALL
            (SELECT known.word FROM catalog.search_words known
             WHERE length(w.word) >= 3 AND w.word !~ '[0-9]'
               AND NOT EXISTS (SELECT 1 FROM catalog.search_words exact WHERE exact.word = w.word)
               AND (known.word OPERATOR(${trgm}.%) w.word OR known.word LIKE '%' || w.word || '%')
               AND (${trgm}.similarity(known.word, w.word) >= 0.3
                 OR known.word LIKE '%' || w.word || '%'
                 OR (SELECT string_agg(letter, '' ORDER BY letter) FROM regexp_split_to_table(known.word, '') letter)
                  = (SELECT string_agg(letter, '' ORDER BY letter) FROM regexp_split_to_table(w.word, '') letter))
             ORDER BY ${trgm}.similarity(known.word, w.word) DESC, known.word
             LIMIT 6)
          ) candidates
          CROSS JOIN LATERAL plainto_tsquery('english', candidates.alternative) AS query
          WHERE query::text <> ''
          GROUP BY w.position
        )
        SELECT coalesce(string_agg('(' || any_of || ')', ' & ' ORDER BY position), '')::tsquery FROM alternatives
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION catalog.search_tsquery(text)');
    for (const table of ['shops', 'products']) {
      await queryRunner.query(`DROP TRIGGER ${table}_search_words_renamed ON catalog.${table}`);
      await queryRunner.query(`DROP TRIGGER ${table}_search_words_inserted ON catalog.${table}`);
    }
    await queryRunner.query('DROP FUNCTION catalog.remember_renamed_search_words()');
    await queryRunner.query('DROP FUNCTION catalog.remember_inserted_search_words()');
    await queryRunner.query('DROP FUNCTION catalog.name_words(text)');
    await queryRunner.query('DROP TABLE catalog.search_words');
  }
}
