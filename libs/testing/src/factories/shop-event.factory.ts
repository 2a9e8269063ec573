import { EventPayload } from '@app/contracts';
import { DeliveryOptions } from '../service-harness/bus-delivery';
import { ServiceHarness } from '../service-harness/service-harness';
import { sequence } from './sequence';

export type ShopSnapshot = EventPayload<'shop.created'>;

const nextShopId = sequence(900_001);

/**
 * Shops as the services other than catalog learn of them: catalog's `shop.created` (and `shop.approved`),
 * delivered through the bus to the harness's app.
 */
export class ShopEventFactory {
  constructor(private readonly service: Pick<ServiceHarness, 'deliver'>) {}

  /** A pending shop in Galway of no category; the id is a fresh one unless given. */
  build(overrides: Partial<ShopSnapshot> & Pick<ShopSnapshot, 'ownerId'>, at = new Date()): ShopSnapshot {
    const shopId = overrides.shopId ?? nextShopId();
    return {
      shopId,
      name: `Shop ${shopId}`,
      location: 'Galway',
      categoryId: null,
      status: 'pending',
      isApproved: false,
      isActive: true,
      createdAt: at.toISOString(),
      ...overrides,
    };
  }

  async create(
    overrides: Partial<ShopSnapshot> & Pick<ShopSnapshot, 'ownerId'>,
    options: DeliveryOptions = {},
  ): Promise<ShopSnapshot> {
    const shop = this.build(overrides, options.at);
    await this.service.deliver('shop.created', shop, options);
    return shop;
  }

  /** A shop the public sees: created, then approved by an admin. */
  async createApproved(overrides: Partial<ShopSnapshot> & Pick<ShopSnapshot, 'ownerId'>): Promise<ShopSnapshot> {
    const shop = await this.create(overrides);
    await this.approve(shop);
    return shop;
  }

  approve(shop: Pick<ShopSnapshot, 'shopId' | 'ownerId' | 'name'>): Promise<void> {
    return this.service.deliver('shop.approved', { shopId: shop.shopId, ownerId: shop.ownerId, name: shop.name });
  }
}
