import { MigrationInterface, QueryRunner } from 'typeorm';
import { defaultCategories } from '@app/contracts';

/** Creates the categories table and the spec's eight categories, so the first start already has them. */
export class CreatedCategories1763700000100 implements MigrationInterface {
  name = 'CreatedCategories1763700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.categories (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        slug varchar(100) NOT NULL UNIQUE,
        icon varchar(50),
        description text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const category of defaultCategories) {
      await queryRunner.query(
        `INSERT INTO catalog.categories (name, slug, icon, description) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slug) DO NOTHING`,
        [category.name, category.slug, category.icon, category.description],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.categories');
  }
}
