import { EntityManager } from 'typeorm';
import { EventPayload } from '@app/contracts';
import { isRemoved, lockAggregate, newerVersion, recordRemoval } from '@app/messaging';
import { REVIEWS_TOMBSTONES } from './people-projection';

type ShopSnapshot = EventPayload<'shop.created'>;
type ShopRef = EventPayload<'shop.approved'>;

const NEWER_DETAILS = newerVersion('EXCLUDED.version', 'reviews.shops.version');
const NEWER_STATUS = newerVersion('EXCLUDED.status_version', 'reviews.shops.status_version');

/**
 * shop.created / shop.updated: the full snapshot. Two groups of columns keep the shop version that last set them:
 * the details (owner, name, location, category) come only from snapshots, the status and flags also from
 * shop.approved / shop.rejected; each takes an event only when it is newer (delivery is at least once and
 * unordered, docs/architecture.md, Events), and nothing is written once the shop is removed.
 */
export async function upsertShopSnapshot(manager: EntityManager, shop: ShopSnapshot, version: number): Promise<void> {
  await lockAggregate(manager, 'reviews.shops', shop.shopId);
  if (await isRemoved(manager, REVIEWS_TOMBSTONES, 'shop', shop.shopId)) return;
  await manager.query(
    `INSERT INTO reviews.shops (id, owner_id, name, location, category_id, status, is_approved, is_active, created_at,
       version, status_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (id) DO UPDATE SET
       owner_id = CASE WHEN ${NEWER_DETAILS} THEN EXCLUDED.owner_id ELSE reviews.shops.owner_id END,
       name = CASE WHEN ${NEWER_DETAILS} THEN EXCLUDED.name ELSE reviews.shops.name END,
       location = CASE WHEN ${NEWER_DETAILS} THEN EXCLUDED.location ELSE reviews.shops.location END,
       category_id = CASE WHEN ${NEWER_DETAILS} THEN EXCLUDED.category_id ELSE reviews.shops.category_id END,
       created_at = CASE WHEN ${NEWER_DETAILS} THEN EXCLUDED.created_at ELSE reviews.shops.created_at END,
       version = CASE WHEN ${NEWER_DETAILS} THEN EXCLUDED.version ELSE reviews.shops.version END,
       status = CASE WHEN ${NEWER_STATUS} THEN EXCLUDED.status ELSE reviews.shops.status END,
       is_approved = CASE WHEN ${NEWER_STATUS} THEN EXCLUDED.is_approved ELSE reviews.shops.is_approved END,
       is_active = CASE WHEN ${NEWER_STATUS} THEN EXCLUDED.is_active ELSE reviews.shops.is_active END,
       status_version = CASE WHEN ${NEWER_STATUS} THEN EXCLUDED.status_version ELSE reviews.shops.status_version END,
       updated_at = now()
     WHERE ${NEWER_DETAILS} OR ${NEWER_STATUS}`,
    [
      shop.shopId,
      shop.ownerId,
      shop.name.slice(0, 200),
      shop.location.slice(0, 200),
      shop.categoryId,
      shop.status,
      shop.isApproved,
      shop.isActive,
      shop.createdAt,
      version,
    ],
  );
}

/**
 * shop.approved / shop.rejected: the status, unless a newer event already set it. A shop first seen this way takes
 * its owner and name from the event, with version 0 for its details, so its snapshot still applies when it comes.
 */
export async function setShopStatus(
  manager: EntityManager,
  shop: ShopRef,
  status: 'approved' | 'rejected',
  version: number,
): Promise<void> {
  await lockAggregate(manager, 'reviews.shops', shop.shopId);
  if (await isRemoved(manager, REVIEWS_TOMBSTONES, 'shop', shop.shopId)) return;
  await manager.query(
    `INSERT INTO reviews.shops (id, owner_id, name, status, is_approved, status_version)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, is_approved = EXCLUDED.is_approved,
       status_version = EXCLUDED.status_version, updated_at = now()
     WHERE ${NEWER_STATUS}`,
    [shop.shopId, shop.ownerId, shop.name.slice(0, 200), status, status === 'approved', version],
  );
}

/** shop.removed: the shop's last event. It goes, and its reviews and favourites with it; a tombstone stays. */
export async function removeShop(manager: EntityManager, shopId: number, version: number): Promise<void> {
  await lockAggregate(manager, 'reviews.shops', shopId);
  await manager.query('DELETE FROM reviews.shops WHERE id = $1', [shopId]);
  await recordRemoval(manager, REVIEWS_TOMBSTONES, 'shop', shopId, version);
}
