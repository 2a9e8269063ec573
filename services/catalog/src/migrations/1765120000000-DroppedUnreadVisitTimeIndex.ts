import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * shop_visits_time_idx (year, month, week, day) is read by no query: the owner's statistics select a shop's visits
 * by (shop_id, visited_at) in the configured time zone (insights/stats-sql.ts), the admin's figures come from
 * admin-audit's own copy. Every counted view still wrote an entry into it (issue 20, T1/T2: a view's cost after the
 * request). The columns stay.
 */
export class DroppedUnreadVisitTimeIndex1765120000000 implements MigrationInterface {
  name = 'DroppedUnreadVisitTimeIndex1765120000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS catalog.shop_visits_time_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS shop_visits_time_idx ON catalog.shop_visits (year, month, week, day)',
    );
  }
}
