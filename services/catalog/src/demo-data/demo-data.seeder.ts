import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CategorySlug, demoOwners } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { SYSTEM_ACTOR } from '@app/auth-context';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { nextShopVersion } from '../shops/shop-version';
import { LocalImageStore } from '../uploads/image-store';
import { demoDirectory } from './demo-directory';
import { DemoPictures } from './demo-pictures';

/**
 * With SEED_DEMO_DATA (embedded mode), fills an empty catalog with the demo directory: approved shops of demo
 * owners with active subscriptions, their products, a picture for each drawn at seed time (demo-pictures), and shop.created / product.created events so the other
 * services' statistics agree. Runs once: any shop in the table means it is not empty.
 */
@Injectable()
export class DemoDataSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoDataSeeder.name);
  private readonly images: LocalImageStore;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {
    this.images = new LocalImageStore(config.DATA_DIR);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA) return;
    const inserted = await this.seed();
    if (inserted > 0) this.logger.log(`Demo directory seeded with ${inserted} shops`);
  }

  /** Inserts the demo directory when the catalog has no shop; answers how many shops were inserted. */
  seed(now = new Date()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('catalog:demo-data'))`);
      const existing: unknown[] = await manager.query('SELECT 1 FROM catalog.shops LIMIT 1');
      if (existing.length > 0) return 0;
      await this.insertOwners(manager, now);
      const categories: Array<{ id: number; slug: string }> = await manager.query(
        'SELECT id, slug FROM catalog.categories',
      );
      const categoryIds = new Map(categories.map((category) => [category.slug, category.id]));
      const shops = demoDirectory();
      const pictures = new DemoPictures();
      // Every drawing at once (sharp encodes on its own threads), before the inserts use them one by one.
      await Promise.all(
        shops.flatMap((shop) => [
          pictures.of(shop.name, shop.categorySlug),
          ...shop.products.map((product) => pictures.of(`${shop.name} ${product.name}`, shop.categorySlug)),
        ]),
      );
      for (const shop of shops) {
        const createdAt = new Date(now.getTime() - shop.ageDays * 86_400_000);
        const categoryId = categoryIds.get(shop.categorySlug) ?? null;
        const shopImage = await this.picture(pictures, shop.name, shop.categorySlug);
        const rows: Array<{ id: number }> = await manager.query(
          `INSERT INTO catalog.shops (owner_id, name, description, location, address, phone, email, website,
             category_id, status, is_approved, is_active, view_count, created_at, updated_at,
             latitude, longitude, opening_hours, image_url, images)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'approved', true, true, $10, $11, $11, $12, $13, $14, $15, $16)
           RETURNING id`,
          [
            shop.ownerId,
            shop.name,
            shop.description,
            shop.location,
            shop.address,
            shop.phone,
            shop.email,
            shop.website,
            categoryId,
            shop.viewCount,
            createdAt,
            shop.latitude,
            shop.longitude,
            JSON.stringify(shop.openingHours),
            shopImage,
            [shopImage],
          ],
        );
        const shopId = rows[0].id;
        await this.outbox.publish(
          manager,
          'shop.created',
          {
            shopId,
            ownerId: shop.ownerId,
            name: shop.name,
            location: shop.location,
            categoryId,
            status: 'approved',
            isApproved: true,
            isActive: true,
            createdAt: createdAt.toISOString(),
            version: await nextShopVersion(manager, shopId),
          },
          SYSTEM_ACTOR,
        );
        for (const product of shop.products) {
          const productImage = await this.picture(pictures, `${shop.name} ${product.name}`, shop.categorySlug);
          const productRows: Array<{ id: number }> = await manager.query(
            `INSERT INTO catalog.products (shop_id, name, description, price, quantity, created_at, updated_at, image_url,
               images)
             VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8) RETURNING id`,
            [
              shopId,
              product.name,
              product.description,
              product.price,
              product.quantity,
              createdAt,
              productImage,
              [productImage],
            ],
          );
          await this.outbox.publish(
            manager,
            'product.created',
            { productId: productRows[0].id, shopId, ownerId: shop.ownerId, name: product.name, price: product.price },
            SYSTEM_ACTOR,
          );
        }
      }
      return shops.length;
    });
  }

  /** A picture drawn for the shop or product and stored as an upload would be (issue 19: a living demo). */
  private async picture(pictures: DemoPictures, name: string, category: CategorySlug): Promise<string> {
    const { data, variants } = await pictures.of(name, category);
    return this.images.save(data, 'webp', new Date(), variants);
  }

  private async insertOwners(manager: EntityManager, now: Date): Promise<void> {
    const endsAt = new Date(now.getTime() + 10 * 365 * 86_400_000);
    for (const owner of demoOwners()) {
      await manager.query(
        `INSERT INTO catalog.owner_status (owner_id, first_name, last_name, email, subscription_active, subscription_ends_at)
         VALUES ($1, $2, $3, $4, true, $5)
         ON CONFLICT (owner_id) DO UPDATE SET subscription_active = true,
           subscription_ends_at = EXCLUDED.subscription_ends_at
         WHERE catalog.owner_status.subscription_id IS NULL`,
        [owner.id, owner.firstName, owner.lastName, owner.email, endsAt],
      );
    }
  }
}
