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
 * Shops, products, shop visits and the owner status projection, with the full-text and trigram indexes of the
 * directory search. Extensions live where they already are (public by default); the unaccent wrapper and the
 * trigram operator classes name that schema, so no search_path is relied on inside indexes.
 */
export class CreatedDirectory1763700001000 implements MigrationInterface {
  name = 'CreatedDirectory1763700001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    const unaccentSchema = await extensionSchema(queryRunner, 'unaccent');
    const trgmSchema = await extensionSchema(queryRunner, 'pg_trgm');
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalog.immutable_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT ${unaccentSchema}.unaccent('${unaccentSchema}.unaccent'::regdictionary, $1) $$`);

    await queryRunner.query(`
      CREATE TABLE catalog.shops (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL,
        name varchar(200) NOT NULL,
        description text,
        location varchar(200) NOT NULL,
        address varchar(500),
        phone varchar(20),
        email varchar(100),
        website varchar(200),
        category_id integer REFERENCES catalog.categories (id) ON DELETE SET NULL,
        image_url varchar(500),
        status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        rejection_reason text,
        is_approved boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        view_count integer NOT NULL DEFAULT 0,
        rating numeric(3, 2) NOT NULL DEFAULT 0.00,
        review_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, catalog.immutable_unaccent(coalesce(name, ''))), 'A') ||
          setweight(to_tsvector('english'::regconfig, catalog.immutable_unaccent(coalesce(description, ''))), 'B') ||
          setweight(to_tsvector('english'::regconfig, catalog.immutable_unaccent(coalesce(location, ''))), 'C')
        ) STORED
      )`);
    await queryRunner.query('CREATE INDEX shops_owner_idx ON catalog.shops (owner_id, created_at DESC)');
    await queryRunner.query('CREATE INDEX shops_category_idx ON catalog.shops (category_id)');
    await queryRunner.query(
      'CREATE INDEX shops_public_recent_idx ON catalog.shops (created_at DESC, id DESC) WHERE is_approved AND is_active',
    );
    await queryRunner.query('CREATE INDEX shops_status_recent_idx ON catalog.shops (status, created_at DESC, id DESC)');
    await queryRunner.query('CREATE INDEX shops_recent_idx ON catalog.shops (created_at DESC, id DESC)');
    await queryRunner.query('CREATE INDEX shops_search_vector_idx ON catalog.shops USING gin (search_vector)');
    await queryRunner.query(
      `CREATE INDEX shops_name_trgm_idx ON catalog.shops
       USING gin (lower(catalog.immutable_unaccent(name)) ${trgmSchema}.gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX shops_location_trgm_idx ON catalog.shops
       USING gin (lower(catalog.immutable_unaccent(location)) ${trgmSchema}.gin_trgm_ops)`,
    );

    await queryRunner.query(`
      CREATE TABLE catalog.products (
        id serial PRIMARY KEY,
        shop_id integer NOT NULL REFERENCES catalog.shops (id) ON DELETE CASCADE,
        name varchar(200) NOT NULL,
        description text,
        price numeric(12, 2) NOT NULL CHECK (price > 0),
        quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 0),
        image_url varchar(500),
        images text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, catalog.immutable_unaccent(coalesce(name, ''))), 'A') ||
          setweight(to_tsvector('english'::regconfig, catalog.immutable_unaccent(coalesce(description, ''))), 'B')
        ) STORED
      )`);
    await queryRunner.query('CREATE INDEX products_shop_idx ON catalog.products (shop_id, created_at DESC, id DESC)');
    await queryRunner.query(
      'CREATE INDEX products_active_recent_idx ON catalog.products (created_at DESC, id DESC) WHERE is_active',
    );
    await queryRunner.query('CREATE INDEX products_search_vector_idx ON catalog.products USING gin (search_vector)');
    await queryRunner.query(
      `CREATE INDEX products_name_trgm_idx ON catalog.products
       USING gin (lower(catalog.immutable_unaccent(name)) ${trgmSchema}.gin_trgm_ops)`,
    );

    await queryRunner.query(`
      CREATE TABLE catalog.shop_visits (
        id bigserial PRIMARY KEY,
        shop_id integer NOT NULL REFERENCES catalog.shops (id) ON DELETE CASCADE,
        user_id integer,
        guest_session_id integer,
        ip_address varchar(100),
        user_agent varchar(500),
        referrer varchar(1000),
        visited_at timestamptz NOT NULL DEFAULT now(),
        year smallint NOT NULL,
        month smallint NOT NULL,
        week smallint NOT NULL,
        day smallint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX shop_visits_shop_idx ON catalog.shop_visits (shop_id, visited_at DESC)');
    await queryRunner.query(
      'CREATE INDEX shop_visits_user_idx ON catalog.shop_visits (user_id) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX shop_visits_guest_idx ON catalog.shop_visits (guest_session_id) WHERE guest_session_id IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX shop_visits_time_idx ON catalog.shop_visits (year, month, week, day)');

    await queryRunner.query(`
      CREATE TABLE catalog.owner_status (
        owner_id integer PRIMARY KEY,
        first_name varchar(100),
        last_name varchar(100),
        email varchar(200),
        subscription_id integer,
        subscription_active boolean NOT NULL DEFAULT false,
        subscription_ends_at timestamptz,
        banned boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX owner_status_banned_idx ON catalog.owner_status (owner_id) WHERE banned');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.owner_status');
    await queryRunner.query('DROP TABLE catalog.shop_visits');
    await queryRunner.query('DROP TABLE catalog.products');
    await queryRunner.query('DROP TABLE catalog.shops');
    await queryRunner.query('DROP FUNCTION catalog.immutable_unaccent(text)');
  }
}
