import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words-and-cell GIN index over the cell as a one-element array (issue 20, T5g). A near-me search asks for any
 * of the 12-20 cells around the point: as `shop_cell = ANY(cells)` GIN cannot take the list as one key, so the
 * bitmap scan ran once per cell and read the words' postings each time (on the large set 1,338 index pages and
 * 9.4 ms for "Consultation" near Dublin); as `ARRAY[shop_cell] && cells` the cells are one key of one scan (68 pages,
 * 1.8 ms), and a near-me search takes 12 ms instead of 20 on average (`bench/search-sql-timing.ts ... near`).
 * A build of a few seconds on a million products; it replaces the index of AddedProductShopCells.
 */
export class AddedProductWordsCellsIndex1765040000300 implements MigrationInterface {
  name = 'AddedProductWordsCellsIndex1765040000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX IF NOT EXISTS products_words_cells_idx ON catalog.products
      USING gin (search_vector, (ARRAY[shop_cell])) WHERE is_active`);
    await queryRunner.query('DROP INDEX IF EXISTS catalog.products_words_cell_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX IF NOT EXISTS products_words_cell_idx ON catalog.products
      USING gin (search_vector, shop_cell) WHERE is_active`);
    await queryRunner.query('DROP INDEX IF EXISTS catalog.products_words_cells_idx');
  }
}
