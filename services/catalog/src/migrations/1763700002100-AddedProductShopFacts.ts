import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A copy of the shop's location and category on each product, kept by triggers, indexed with the product's words:
 * a product search by name and town ("Full Car Service" in Ennis) or by town and category finds its candidates in
 * one index scan, instead of visiting 15,000 same-named products, or 50,000 products of a town, to look each one's
 * shop up. The shop stays the source of truth.
 */
export class AddedProductShopFacts1763700002100 implements MigrationInterface {
  name = 'AddedProductShopFacts1763700002100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.products
        ADD COLUMN shop_location varchar(200) NOT NULL DEFAULT '',
        ADD COLUMN shop_category_id integer`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.copy_shop_facts_to_product() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        SELECT s.location, s.category_id INTO NEW.shop_location, NEW.shop_category_id
        FROM catalog.shops s WHERE s.id = NEW.shop_id;
        NEW.shop_location := coalesce(NEW.shop_location, '');
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER products_shop_facts BEFORE INSERT OR UPDATE OF shop_id ON catalog.products
      FOR EACH ROW EXECUTE FUNCTION catalog.copy_shop_facts_to_product()`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.copy_shop_facts_to_products() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog.products SET shop_location = NEW.location, shop_category_id = NEW.category_id
        WHERE shop_id = NEW.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER shops_facts_to_products AFTER UPDATE OF location, category_id ON catalog.shops
      FOR EACH ROW
      WHEN (OLD.location IS DISTINCT FROM NEW.location OR OLD.category_id IS DISTINCT FROM NEW.category_id)
      EXECUTE FUNCTION catalog.copy_shop_facts_to_products()`);
    await queryRunner.query(`
      UPDATE catalog.products p SET shop_location = s.location, shop_category_id = s.category_id
      FROM catalog.shops s WHERE s.id = p.shop_id`);
    // One GIN index over the words and both copies (btree_gin for the scalars): a search by any mix of them is
    // one index scan intersecting compressed posting lists, cheaper than a b-tree bitmap over a town's 50,000 rows.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public');
    await queryRunner.query(
      `CREATE INDEX products_search_facts_idx ON catalog.products
       USING gin (search_vector, shop_location, shop_category_id) WHERE is_active`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER shops_facts_to_products ON catalog.shops');
    await queryRunner.query('DROP TRIGGER products_shop_facts ON catalog.products');
    await queryRunner.query('DROP FUNCTION catalog.copy_shop_facts_to_products()');
    await queryRunner.query('DROP FUNCTION catalog.copy_shop_facts_to_product()');
    await queryRunner.query('ALTER TABLE catalog.products DROP COLUMN shop_category_id, DROP COLUMN shop_location');
  }
}
