import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews and favourites, with the two projections they need from other services' events: the shops (catalog's
 * shop.* events) and the people (identity's user.* events: first name and banned flag).
 */
export class CreatedReviews1763700002000 implements MigrationInterface {
  name = 'CreatedReviews1763700002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reviews.shops (
        id integer PRIMARY KEY,
        owner_id integer NOT NULL,
        name varchar(200) NOT NULL,
        location varchar(200) NOT NULL DEFAULT '',
        category_id integer,
        status varchar(20) NOT NULL DEFAULT 'pending',
        is_approved boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz,
        -- occurredAt of the event that last set status and flags: an older event arriving late changes nothing.
        status_at timestamptz NOT NULL DEFAULT '-infinity',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX shops_owner_idx ON reviews.shops (owner_id)');
    await queryRunner.query(`
      CREATE TABLE reviews.people (
        user_id integer PRIMARY KEY,
        first_name varchar(100),
        banned boolean NOT NULL DEFAULT false,
        banned_at timestamptz NOT NULL DEFAULT '-infinity',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE reviews.reviews (
        id serial PRIMARY KEY,
        shop_id integer NOT NULL REFERENCES reviews.shops (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment varchar(1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reviews_one_per_person UNIQUE (shop_id, user_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX reviews_shop_recent_idx ON reviews.reviews (shop_id, updated_at DESC, id DESC)',
    );
    await queryRunner.query('CREATE INDEX reviews_user_idx ON reviews.reviews (user_id)');
    await queryRunner.query(`
      CREATE TABLE reviews.favorites (
        id serial PRIMARY KEY,
        shop_id integer NOT NULL REFERENCES reviews.shops (id) ON DELETE CASCADE,
        user_id integer,
        guest_session_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT favorites_one_holder CHECK (num_nonnulls(user_id, guest_session_id) = 1),
        CONSTRAINT favorites_one_per_user UNIQUE (shop_id, user_id),
        CONSTRAINT favorites_one_per_guest UNIQUE (shop_id, guest_session_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX favorites_user_idx ON reviews.favorites (user_id, created_at DESC) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query(
      `CREATE INDEX favorites_guest_idx ON reviews.favorites (guest_session_id, created_at DESC)
       WHERE guest_session_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE reviews.favorites');
    await queryRunner.query('DROP TABLE reviews.reviews');
    await queryRunner.query('DROP TABLE reviews.people');
    await queryRunner.query('DROP TABLE reviews.shops');
  }
}
