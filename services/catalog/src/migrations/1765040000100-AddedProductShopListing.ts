import { MigrationInterface, QueryRunner } from 'typeorm';

/** The shop is public: approved, active, and its owner neither banned nor out of subscription (PUBLIC_SHOP). */
const SHOP_LISTED = `SELECT s.is_approved AND s.is_active AND NOT EXISTS (
    SELECT 1 FROM catalog.owner_status os
    WHERE os.owner_id = s.owner_id AND (os.banned OR os.subscription_phase = 2))
  FROM catalog.shops s WHERE s.id = shop`;

/**
 * Whether the product's shop is public, copied on each product like its town, category and pin (issue 20): a product
 * search then takes its capped candidates from the products alone, instead of looking up each candidate's shop and
 * owner (about 15 % of an uncached search on the large set). The shop and the owner's standing stay the source of
 * truth; triggers keep the copy: a product's insert or move, a shop's approval, activation or owner change, and an
 * owner's ban or expiry and their lifting.
 */
export class AddedProductShopListing1765040000100 implements MigrationInterface {
  name = 'AddedProductShopListing1765040000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE catalog.products ADD COLUMN IF NOT EXISTS shop_listed boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalog.shop_listed(shop integer) RETURNS boolean
      LANGUAGE sql STABLE AS $$ ${SHOP_LISTED} $$`);
    // The copy locks the shop and its owner's standing (FOR SHARE) while it reads them: a concurrent approval or
    // ban then either finishes first and is read, or waits for this product and updates it too.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalog.copy_shop_facts_to_product() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        owner integer;
        shop_public boolean;
        owner_hides boolean;
      BEGIN
        SELECT s.location, s.category_id, s.latitude, s.longitude, s.owner_id, s.is_approved AND s.is_active
        INTO NEW.shop_location, NEW.shop_category_id, NEW.shop_latitude, NEW.shop_longitude, owner, shop_public
        FROM catalog.shops s WHERE s.id = NEW.shop_id FOR SHARE;
        SELECT os.banned OR os.subscription_phase = 2 INTO owner_hides
        FROM catalog.owner_status os WHERE os.owner_id = owner FOR SHARE;
        NEW.shop_location := coalesce(NEW.shop_location, '');
        NEW.shop_listed := coalesce(shop_public, false) AND NOT coalesce(owner_hides, false);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalog.copy_shop_facts_to_products() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog.products SET shop_location = NEW.location, shop_category_id = NEW.category_id,
          shop_latitude = NEW.latitude, shop_longitude = NEW.longitude,
          shop_listed = coalesce(catalog.shop_listed(NEW.id), false)
        WHERE shop_id = NEW.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query('DROP TRIGGER shops_facts_to_products ON catalog.shops');
    await queryRunner.query(`
      CREATE TRIGGER shops_facts_to_products
      AFTER UPDATE OF location, category_id, latitude, longitude, is_approved, is_active, owner_id ON catalog.shops
      FOR EACH ROW
      WHEN ((OLD.location, OLD.category_id, OLD.latitude, OLD.longitude, OLD.is_approved, OLD.is_active, OLD.owner_id)
        IS DISTINCT FROM (NEW.location, NEW.category_id, NEW.latitude, NEW.longitude, NEW.is_approved, NEW.is_active,
          NEW.owner_id))
      EXECUTE FUNCTION catalog.copy_shop_facts_to_products()`);
    // An owner's standing changes the listing of every product of every shop they own.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalog.copy_owner_standing_to_products() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog.products p SET shop_listed = coalesce(catalog.shop_listed(p.shop_id), false)
        WHERE p.shop_id IN (SELECT s.id FROM catalog.shops s
          WHERE s.owner_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.owner_id ELSE NEW.owner_id END));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER owner_status_hiding_to_products AFTER INSERT ON catalog.owner_status FOR EACH ROW
      WHEN (NEW.banned OR NEW.subscription_phase = 2) EXECUTE FUNCTION catalog.copy_owner_standing_to_products()`);
    await queryRunner.query(`
      CREATE TRIGGER owner_status_lifted_to_products AFTER DELETE ON catalog.owner_status FOR EACH ROW
      WHEN (OLD.banned OR OLD.subscription_phase = 2) EXECUTE FUNCTION catalog.copy_owner_standing_to_products()`);
    await queryRunner.query(`
      CREATE TRIGGER owner_status_standing_to_products AFTER UPDATE OF banned, subscription_phase
      ON catalog.owner_status FOR EACH ROW
      WHEN ((OLD.banned OR OLD.subscription_phase = 2) IS DISTINCT FROM (NEW.banned OR NEW.subscription_phase = 2))
      EXECUTE FUNCTION catalog.copy_owner_standing_to_products()`);
    await queryRunner.query(`
      UPDATE catalog.products p SET shop_listed = true
      WHERE NOT p.shop_listed AND catalog.shop_listed(p.shop_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of [
      'owner_status_hiding_to_products',
      'owner_status_lifted_to_products',
      'owner_status_standing_to_products',
    ]) {
      await queryRunner.query(`DROP TRIGGER ${trigger} ON catalog.owner_status`);
    }
    await queryRunner.query('DROP FUNCTION catalog.copy_owner_standing_to_products()');
    await queryRunner.query('DROP TRIGGER shops_facts_to_products ON catalog.shops');
    await queryRunner.query(`
      CREATE TRIGGER shops_facts_to_products AFTER UPDATE OF location, category_id, latitude, longitude ON catalog.shops
      FOR EACH ROW
      WHEN ((OLD.location, OLD.category_id, OLD.latitude, OLD.longitude)
        IS DISTINCT FROM (NEW.location, NEW.category_id, NEW.latitude, NEW.longitude))
      EXECUTE FUNCTION catalog.copy_shop_facts_to_products()`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalog.copy_shop_facts_to_products() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog.products SET shop_location = NEW.location, shop_category_id = NEW.category_id,
          shop_latitude = NEW.latitude, shop_longitude = NEW.longitude
        WHERE shop_id = NEW.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalog.copy_shop_facts_to_product() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        SELECT s.location, s.category_id, s.latitude, s.longitude
        INTO NEW.shop_location, NEW.shop_category_id, NEW.shop_latitude, NEW.shop_longitude
        FROM catalog.shops s WHERE s.id = NEW.shop_id;
        NEW.shop_location := coalesce(NEW.shop_location, '');
        RETURN NEW;
      END $$`);
    await queryRunner.query('DROP FUNCTION catalog.shop_listed(integer)');
    await queryRunner.query('ALTER TABLE catalog.products DROP COLUMN shop_listed');
  }
}
