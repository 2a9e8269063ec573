import { OnShopApprovedHandler } from './on-shop-approved.handler';
import { OnShopCreatedHandler } from './on-shop-created.handler';
import { OnShopRejectedHandler } from './on-shop-rejected.handler';
import { OnShopRemovedHandler } from './on-shop-removed.handler';
import { OnShopUpdatedHandler } from './on-shop-updated.handler';
import { OnUserBannedHandler } from './on-user-banned.handler';
import { OnUserDeletedHandler } from './on-user-deleted.handler';
import { OnUserRegisteredHandler } from './on-user-registered.handler';
import { OnUserSuspendedHandler } from './on-user-suspended.handler';
import { OnUserUnbannedHandler } from './on-user-unbanned.handler';
import { OnUserUnsuspendedHandler } from './on-user-unsuspended.handler';
import { OnUserUpdatedHandler } from './on-user-updated.handler';

/** Reviews' projections of catalog's shops and identity's people, registered with the service's messaging. */
export const reviewsHandlers = [
  OnShopCreatedHandler,
  OnShopUpdatedHandler,
  OnShopApprovedHandler,
  OnShopRejectedHandler,
  OnShopRemovedHandler,
  OnUserRegisteredHandler,
  OnUserUpdatedHandler,
  OnUserBannedHandler,
  OnUserSuspendedHandler,
  OnUserUnbannedHandler,
  OnUserUnsuspendedHandler,
  OnUserDeletedHandler,
];
