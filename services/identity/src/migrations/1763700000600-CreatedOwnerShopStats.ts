import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A projection of catalog's shops per owner, kept from shop.created / shop.removed / product.created /
 * product.deleted, for the admin shop-owner list (shopName, shopCount, totalProducts). One row per shop; a removed
 * shop keeps its row with `removed_at` set, so an event that arrives late cannot bring it back.
 */
export class CreatedOwnerShopStats1763700000600 implements MigrationInterface {
  name = 'CreatedOwnerShopStats1763700000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.owner_shop_stats (
        shop_id integer PRIMARY KEY,
        owner_id integer NOT NULL,
        shop_name varchar(200),
        product_count integer NOT NULL DEFAULT 0,
        shop_created_at timestamptz,
        removed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX owner_shop_stats_owner_idx ON identity.owner_shop_stats (owner_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.owner_shop_stats');
  }
}
