import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: the shop owner's reply on a review, reviews hidden by an admin (they leave the list and the totals),
 * and reports of reviews (one per person and review) with the admin's decision.
 */
export class AddedRepliesAndReports1765017000000 implements MigrationInterface {
  name = 'AddedRepliesAndReports1765017000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE reviews.reviews
        ADD COLUMN reply_text varchar(1000),
        ADD COLUMN reply_created_at timestamptz,
        ADD COLUMN hidden_at timestamptz`);
    // The lists sort by stars or by date among the visible reviews of a shop.
    await queryRunner.query(
      `CREATE INDEX reviews_shop_rating_idx ON reviews.reviews (shop_id, rating, updated_at DESC, id DESC)
       WHERE hidden_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE reviews.review_reports (
        id serial PRIMARY KEY,
        review_id integer NOT NULL REFERENCES reviews.reviews (id) ON DELETE CASCADE,
        reporter_id integer NOT NULL,
        reporter_name varchar(200),
        reporter_email varchar(200),
        reason varchar(30) NOT NULL
          CHECK (reason IN ('spam', 'offensive', 'conflict_of_interest', 'other')),
        details varchar(1000),
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decision varchar(10) CHECK (decision IN ('hide', 'keep')),
        decision_reason varchar(500),
        decided_by integer,
        decided_by_name varchar(200),
        resolved_at timestamptz,
        CONSTRAINT review_reports_once_per_person UNIQUE (review_id, reporter_id),
        CONSTRAINT review_reports_resolved_has_decision CHECK (
          (status = 'open') = (decision IS NULL AND resolved_at IS NULL))
      )`);
    await queryRunner.query('CREATE INDEX review_reports_queue_idx ON reviews.review_reports (status, created_at, id)');
    await queryRunner.query(
      "CREATE INDEX review_reports_resolved_idx ON reviews.review_reports (resolved_at DESC, id DESC) WHERE status = 'resolved'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE reviews.review_reports');
    await queryRunner.query('DROP INDEX reviews.reviews_shop_rating_idx');
    await queryRunner.query(`
      ALTER TABLE reviews.reviews
        DROP COLUMN hidden_at,
        DROP COLUMN reply_created_at,
        DROP COLUMN reply_text`);
  }
}
