import { EntityManager } from 'typeorm';
import { EventPayload } from '@app/contracts';
import { newerVersion } from '@app/messaging';

type ShopSnapshot = EventPayload<'shop.created'>;
type ShopRef = EventPayload<'shop.removed'>;

/**
 * shop.created / shop.updated: the shop's owner, name and creation time, unless a newer shop event (a later update,
 * or the removal, which is the shop's last event) set them already. The creation time is a fact that never changes
 * and fills in from whichever snapshot comes. The product count is a sum of +1 and -1 from product events, the same
 * in any order, so it is not versioned.
 */
export async function upsertOwnerShop(manager: EntityManager, shop: ShopSnapshot, version: number): Promise<void> {
  const newer = `${newerVersion('EXCLUDED.shop_version', 'identity.owner_shop_stats.shop_version')}
    AND (identity.owner_shop_stats.removed_at IS NULL OR EXCLUDED.shop_version > 0)`;
  await manager.query(
    `INSERT INTO identity.owner_shop_stats (shop_id, owner_id, shop_name, shop_created_at, shop_version)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (shop_id) DO UPDATE SET
       owner_id = CASE WHEN ${newer} THEN EXCLUDED.owner_id ELSE identity.owner_shop_stats.owner_id END,
       shop_name = CASE WHEN ${newer} THEN EXCLUDED.shop_name ELSE identity.owner_shop_stats.shop_name END,
       shop_version = CASE WHEN ${newer} THEN EXCLUDED.shop_version ELSE identity.owner_shop_stats.shop_version END,
       -- when the shop was created never changes: any snapshot may fill it in, in any order
       shop_created_at = COALESCE(identity.owner_shop_stats.shop_created_at, EXCLUDED.shop_created_at),
       updated_at = now()`,
    [shop.shopId, shop.ownerId, shop.name.slice(0, 200), shop.createdAt, version],
  );
}

/** shop.removed: the shop's last event; its name is the shop's last name, so it replaces any older one. */
export async function markOwnerShopRemoved(
  manager: EntityManager,
  shop: ShopRef,
  version: number,
  occurredAt: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO identity.owner_shop_stats (shop_id, owner_id, shop_name, removed_at, shop_version)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (shop_id) DO UPDATE
       SET removed_at = COALESCE(identity.owner_shop_stats.removed_at, EXCLUDED.removed_at), updated_at = now(),
           owner_id = CASE WHEN ${newerVersion('EXCLUDED.shop_version', 'identity.owner_shop_stats.shop_version')}
             THEN EXCLUDED.owner_id ELSE identity.owner_shop_stats.owner_id END,
           shop_name = CASE WHEN ${newerVersion('EXCLUDED.shop_version', 'identity.owner_shop_stats.shop_version')}
             THEN EXCLUDED.shop_name ELSE identity.owner_shop_stats.shop_name END,
           shop_version = GREATEST(EXCLUDED.shop_version, identity.owner_shop_stats.shop_version)`,
    [shop.shopId, shop.ownerId, shop.name.slice(0, 200), occurredAt, version],
  );
}
