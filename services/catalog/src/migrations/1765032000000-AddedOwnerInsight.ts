import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owner insight (issue 16): the leads a shop page brings (contact reveals, calls, website clicks, direction
 * requests, and messages and favourites from their events), how often each search term showed a shop (one row a
 * shop, day and term, added to in batches), and the term a visit came from.
 */
export class AddedOwnerInsight1765032000000 implements MigrationInterface {
  name = 'AddedOwnerInsight1765032000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.shop_leads (
        id bigserial PRIMARY KEY,
        shop_id integer NOT NULL REFERENCES catalog.shops (id) ON DELETE CASCADE,
        type varchar(20) NOT NULL
          CHECK (type IN ('contact_reveal', 'call', 'website', 'directions', 'message', 'favourite')),
        user_id integer,
        guest_session_id integer,
        occurred_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX shop_leads_shop_idx ON catalog.shop_leads (shop_id, occurred_at)');
    await queryRunner.query(
      'CREATE INDEX shop_leads_user_idx ON catalog.shop_leads (user_id) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query(`
      CREATE TABLE catalog.search_impressions (
        shop_id integer NOT NULL REFERENCES catalog.shops (id) ON DELETE CASCADE,
        day date NOT NULL,
        term varchar(100) NOT NULL,
        impressions integer NOT NULL,
        PRIMARY KEY (shop_id, day, term)
      )`);
    await queryRunner.query('ALTER TABLE catalog.shop_visits ADD COLUMN search_term varchar(100)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog.shop_visits DROP COLUMN search_term');
    await queryRunner.query('DROP TABLE catalog.search_impressions');
    await queryRunner.query('DROP TABLE catalog.shop_leads');
  }
}
