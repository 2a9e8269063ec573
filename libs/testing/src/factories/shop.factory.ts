import { z } from 'zod';
import { RequestIdentity } from '@app/auth-context';
import { createShopSchema, ProductResponse, ShopResponse } from '@app/contracts';
import { ServiceHarness } from '../service-harness/service-harness';
import { expectStatus } from './expect-status';
import { ADMIN, owner } from './identities';
import { ProductFactory, ProductFields } from './product.factory';
import { SubscriptionEventFactory } from './subscription-event.factory';

export type ShopFields = Partial<z.input<typeof createShopSchema>>;

/** What the shop and product factories use of a catalog harness. */
export type CatalogEndpoint = Pick<ServiceHarness, 'http' | 'signed' | 'deliver'>;

/**
 * Shops as their owners make them: `POST /api/shops` on the catalog (201 expected), approved by an admin's
 * `PATCH /api/admin/shops/{id}/approve` once the owner's listing fee is paid (`subscription.activated`).
 */
export class ShopFactory {
  private readonly subscriptions: SubscriptionEventFactory;
  private readonly products: ProductFactory;

  /** `defaultOwner` makes the shops no owner is given for (owner 101 unless set). */
  constructor(
    private readonly catalog: CatalogEndpoint,
    private readonly defaultOwner: Partial<RequestIdentity> = owner(101),
  ) {
    this.subscriptions = new SubscriptionEventFactory(catalog);
    this.products = new ProductFactory(catalog);
  }

  /** A shop form's fields: a shop in Galway unless overridden. */
  build(overrides: ShopFields = {}): ShopFields {
    return { name: 'Corner Shop', location: 'Galway', ...overrides };
  }

  /** A pending shop of `by`. */
  async create(overrides: ShopFields = {}, by = this.defaultOwner): Promise<ShopResponse> {
    const response = await this.catalog
      .http()
      .post('/api/shops')
      .set(this.catalog.signed(by))
      .send(this.build(overrides));
    expectStatus(response, 201, 'POST /api/shops');
    return response.body as ShopResponse;
  }

  async approve(shopId: number): Promise<void> {
    const response = await this.catalog
      .http()
      .patch(`/api/admin/shops/${shopId}/approve`)
      .set(this.catalog.signed(ADMIN));
    expectStatus(response, 200, `PATCH /api/admin/shops/${shopId}/approve`);
  }

  /** A shop the public sees: created with `products` (answered with it), its owner's fee paid, approved. */
  async createApproved(
    overrides: ShopFields = {},
    by = this.defaultOwner,
    products: ProductFields[] = [],
  ): Promise<ShopResponse & { products: ProductResponse[] }> {
    const shop = await this.create(overrides, by);
    const added: ProductResponse[] = [];
    for (const product of products) added.push(await this.products.create(shop.id, product, by));
    if (by.userId) await this.subscriptions.create({ userId: by.userId });
    await this.approve(shop.id);
    return { ...shop, products: added };
  }
}
