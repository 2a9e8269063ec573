import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ClientInfo, eventActorOf, RequestIdentity } from '@app/auth-context';
import {
  CreateProductRequest,
  MessageResponse,
  ProductResponse,
  ProductSearchQuery,
  UpdateProductRequest,
} from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { galleryOnCreate, galleryOnUpdate } from '../gallery/gallery';
import { LocalService } from '../local/local.service';
import { Page, SearchService } from '../search/search.service';
import { CatalogErrorCode, CatalogException } from '../shops/shops.exception';
import { SearchImpressionRecorder } from '../visits/search-impression-recorder';
import { toProductResponse } from './product.mapper';
import { PRODUCT_COLUMNS, PRODUCT_FROM, ProductRow } from './product.row';

/** Products: added by their shop's owner (or an admin), deleted the same way, searched by everyone. */
@Injectable()
export class ProductsService {
  private readonly logger = new Logger(ProductsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly search: SearchService,
    private readonly local: LocalService,
    private readonly impressions: SearchImpressionRecorder,
  ) {}

  async create(
    shopId: number,
    identity: RequestIdentity,
    input: CreateProductRequest,
    client: ClientInfo,
  ): Promise<ProductResponse> {
    const gallery = galleryOnCreate(input);
    const row = await this.dataSource.transaction(async (manager) => {
      const shops: Array<{ owner_id: number }> = await manager.query(
        'SELECT owner_id FROM catalog.shops WHERE id = $1 FOR SHARE',
        [shopId],
      );
      const shop = shops[0];
      if (!shop) throw new CatalogException(CatalogErrorCode.ShopNotFound);
      if (shop.owner_id !== identity.userId && !identity.isAdmin) {
        throw new CatalogException(CatalogErrorCode.NotShopOwner);
      }
      const inserted: Array<{ id: number }> = await manager.query(
        `INSERT INTO catalog.products (shop_id, name, description, price, quantity, image_url, images)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [shopId, input.name, input.description, input.price.toFixed(2), input.quantity, gallery.cover, gallery.images],
      );
      const rows: ProductRow[] = await manager.query(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = $1`, [
        inserted[0].id,
      ]);
      const created = rows[0];
      await this.outbox.publish(
        manager,
        'product.created',
        { productId: created.id, shopId, ownerId: shop.owner_id, name: created.name, price: created.price },
        eventActorOf(identity, client),
      );
      return created;
    });
    this.logger.log(`Product ${row.id} added to shop ${shopId}`);
    return toProductResponse(row);
  }

  /** Only the owner of the product's shop (or an admin) may delete it; anyone else gets the spec's 403. */
  async delete(productId: number, identity: RequestIdentity, client: ClientInfo): Promise<MessageResponse> {
    await this.dataSource.transaction(async (manager) => {
      const rows: Array<{ shop_id: number; owner_id: number }> = await manager.query(
        `SELECT p.shop_id, s.owner_id FROM catalog.products p JOIN catalog.shops s ON s.id = p.shop_id
         WHERE p.id = $1 FOR UPDATE OF p`,
        [productId],
      );
      const product = rows[0];
      if (!product) throw new CatalogException(CatalogErrorCode.ProductNotFound);
      if (product.owner_id !== identity.userId && !identity.isAdmin) {
        throw new CatalogException(CatalogErrorCode.NotProductOwner);
      }
      await manager.query('DELETE FROM catalog.products WHERE id = $1', [productId]);
      await this.outbox.publish(
        manager,
        'product.deleted',
        { productId, shopId: product.shop_id, ownerId: product.owner_id },
        eventActorOf(identity, client),
      );
    });
    this.logger.log(`Product ${productId} deleted by ${identity.userId}`);
    return { message: 'Product deleted successfully.' };
  }

  /**
   * PATCH /api/products/{id} (issue 15): only the shop's owner (or an admin); the fields given change, in one
   * statement under the product's row lock. `isActive: false` hides it from search and the public shop page.
   */
  async update(productId: number, identity: RequestIdentity, input: UpdateProductRequest): Promise<ProductResponse> {
    const row = await this.dataSource.transaction(async (manager) => {
      const rows: Array<{ owner_id: number; images: string[] }> = await manager.query(
        `SELECT s.owner_id, p.images FROM catalog.products p JOIN catalog.shops s ON s.id = p.shop_id
         WHERE p.id = $1 FOR UPDATE OF p`,
        [productId],
      );
      if (!rows[0]) throw new CatalogException(CatalogErrorCode.ProductNotFound);
      if (rows[0].owner_id !== identity.userId && !identity.isAdmin) {
        throw new CatalogException(CatalogErrorCode.NotProductOwnerToEdit);
      }
      const gallery = galleryOnUpdate(input, rows[0].images);
      await manager.query(
        `UPDATE catalog.products SET
           name = coalesce($2, name),
           description = CASE WHEN $3::boolean THEN $4 ELSE description END,
           price = coalesce($5, price),
           quantity = coalesce($6, quantity),
           image_url = CASE WHEN $7::boolean THEN $8 ELSE image_url END,
           images = CASE WHEN $7::boolean THEN $10::text[] ELSE images END,
           is_active = coalesce($9, is_active),
           updated_at = now()
         WHERE id = $1`,
        [
          productId,
          input.name ?? null,
          input.description !== undefined,
          input.description ?? null,
          input.price !== undefined ? input.price.toFixed(2) : null,
          input.quantity ?? null,
          gallery !== null,
          gallery?.cover ?? null,
          input.isActive ?? null,
          gallery?.images ?? [],
        ],
      );
      const updated: ProductRow[] = await manager.query(
        `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = $1`,
        [productId],
      );
      return updated[0];
    });
    this.logger.log(`Product ${productId} edited by ${identity.userId}`);
    return toProductResponse(row);
  }

  async searchProducts(query: ProductSearchQuery): Promise<Page<ProductResponse>> {
    const page = await this.search.products({ ...query, local: this.local.filters(query) }, query);
    // The term that showed these products' shops: the product typed, else the shop name typed.
    this.impressions.recordSearch(
      query.product?.trim() ? query.product : query.shop,
      query.offset,
      page.items.map((row) => row.shop_id),
    );
    return { items: page.items.map(toProductResponse), total: page.total };
  }
}
