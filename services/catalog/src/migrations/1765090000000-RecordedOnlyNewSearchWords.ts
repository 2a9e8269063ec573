import { MigrationInterface, QueryRunner } from 'typeorm';

/** The two change functions (AddedSearchChanges) and what each recorded as its row's words. */
const CHANGE_FUNCTIONS = [
  'catalog.shop_search_change(catalog.shops, catalog.shops)',
  'catalog.product_search_change(catalog.products, catalog.products)',
];
const ROW_WORDS = 'ARRAY(SELECT catalog.name_words(n.name))';
const NO_WORDS = "'{}'::text[]";

/** The vocabulary's trigger functions (AddedSearchWords) and the statement each adds a name's words with. */
const VOCABULARY_TRIGGERS: Array<[string, string]> = [
  [
    'remember_inserted_search_words',
    'INSERT INTO catalog.search_words (word) SELECT DISTINCT catalog.name_words(inserted.name) FROM inserted',
  ],
  ['remember_renamed_search_words', 'INSERT INTO catalog.search_words (word) SELECT catalog.name_words(NEW.name)'],
];

/** A vocabulary trigger function adding the words; `recorded`: and logging those it added as a 'words' change. */
function vocabularyTrigger(name: string, addWords: string, recorded: boolean): string {
  const add = `${addWords} ON CONFLICT (word) DO NOTHING`;
  const body = recorded
    ? `WITH added AS (${add} RETURNING word)
       INSERT INTO catalog.search_changes (scope, words) SELECT 'words', array_agg(word) FROM added HAVING count(*) > 0`
    : add;
  return `CREATE OR REPLACE FUNCTION catalog.${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${body};
      RETURN NULL;
    END $$`;
}

/**
 * A change of the vocabulary is recorded as a change of its own (scope 'words', with the words the vocabulary
 * gained), and a shop's or product's change no longer carries the words of its name (issue 20, T5). A typo's
 * corrections (catalog.search_tsquery) change only when the vocabulary gains a word; the words of a name it already
 * knew change nothing for the searches the row is not in, and those it is in are reached through its lexemes. With
 * every write's name words, each rename or new product dropped every cached misspelt search with a word close to
 * one of them: 30 of the 36 pages a rename dropped out of the 3,000 most asked searches on the large set.
 *
 * The vocabulary triggers (AddedSearchWords) add words with ON CONFLICT DO NOTHING, so of two transactions adding
 * one word only the one whose insert lands records it, and the other waits for it; the change commits with the word.
 */
export class RecordedOnlyNewSearchWords1765090000000 implements MigrationInterface {
  name = 'RecordedOnlyNewSearchWords1765090000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.setScopes(queryRunner, ['shop', 'product', 'all', 'words']);
    for (const signature of CHANGE_FUNCTIONS) await replaceInFunction(queryRunner, signature, ROW_WORDS, NO_WORDS);
    for (const [name, addWords] of VOCABULARY_TRIGGERS)
      await queryRunner.query(vocabularyTrigger(name, addWords, true));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, addWords] of VOCABULARY_TRIGGERS)
      await queryRunner.query(vocabularyTrigger(name, addWords, false));
    for (const signature of CHANGE_FUNCTIONS) await replaceInFunction(queryRunner, signature, NO_WORDS, ROW_WORDS);
    await queryRunner.query(`DELETE FROM catalog.search_changes WHERE scope = 'words'`);
    await this.setScopes(queryRunner, ['shop', 'product', 'all']);
  }

  private async setScopes(queryRunner: QueryRunner, scopes: string[]): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog.search_changes DROP CONSTRAINT search_changes_scope_check');
    await queryRunner.query(
      `ALTER TABLE catalog.search_changes ADD CONSTRAINT search_changes_scope_check
       CHECK (scope IN (${scopes.map((scope) => `'${scope}'`).join(', ')}))`,
    );
  }
}

/** Recreates a function from its own definition with one expression replaced (it must occur exactly once). */
async function replaceInFunction(queryRunner: QueryRunner, signature: string, from: string, to: string) {
  const rows: Array<{ definition: string }> = await queryRunner.query(
    `SELECT pg_get_functiondef('${signature}'::regprocedure) AS definition`,
  );
  const definition = rows[0].definition;
  if (definition.split(from).length !== 2) throw new Error(`${signature} does not hold ${from} exactly once`);
  await queryRunner.query(definition.replace(from, to));
}
