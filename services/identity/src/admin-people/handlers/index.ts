import { OnProductCreatedHandler } from './on-product-created.handler';
import { OnProductDeletedHandler } from './on-product-deleted.handler';
import { OnShopCreatedHandler } from './on-shop-created.handler';
import { OnShopRemovedHandler } from './on-shop-removed.handler';
import { OnShopUpdatedHandler } from './on-shop-updated.handler';

/** The owner shop projection's handlers, registered with the service's messaging. */
export const ownerShopStatsHandlers = [
  OnShopCreatedHandler,
  OnShopUpdatedHandler,
  OnShopRemovedHandler,
  OnProductCreatedHandler,
  OnProductDeletedHandler,
];
