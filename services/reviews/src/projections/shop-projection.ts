import { EntityManager } from 'typeorm';
import { EventPayload } from '@app/contracts';

type ShopSnapshot = EventPayload<'shop.created'>;
type ShopRef = EventPayload<'shop.approved'>;

/**
 * shop.created / shop.updated: the full snapshot. Status and flags change only when this event is not older than
 * the one that last set them (delivery is at least once and unordered); a late shop.created never undoes an approval.
 */
export async function upsertShopSnapshot(
  manager: EntityManager,
  shop: ShopSnapshot,
  occurredAt: string,
  kind: 'created' | 'updated',
): Promise<void> {
  await manager.query(
    `INSERT INTO reviews.shops (id, owner_id, name, location, category_id, status, is_approved, is_active, created_at, status_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO UPDATE SET
       owner_id = EXCLUDED.owner_id, name = EXCLUDED.name, location = EXCLUDED.location,
       category_id = EXCLUDED.category_id, created_at = EXCLUDED.created_at, updated_at = now(),
       status = CASE WHEN $11 AND EXCLUDED.status_at >= reviews.shops.status_at THEN EXCLUDED.status ELSE reviews.shops.status END,
       is_approved = CASE WHEN $11 AND EXCLUDED.status_at >= reviews.shops.status_at THEN EXCLUDED.is_approved ELSE reviews.shops.is_approved END,
       is_active = CASE WHEN $11 AND EXCLUDED.status_at >= reviews.shops.status_at THEN EXCLUDED.is_active ELSE reviews.shops.is_active END,
       status_at = CASE WHEN $11 THEN GREATEST(EXCLUDED.status_at, reviews.shops.status_at) ELSE reviews.shops.status_at END`,
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
      occurredAt,
      kind === 'updated',
    ],
  );
}

/** shop.approved / shop.rejected: the status, unless a newer event already set it. */
export async function setShopStatus(
  manager: EntityManager,
  shop: ShopRef,
  status: 'approved' | 'rejected',
  occurredAt: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO reviews.shops (id, owner_id, name, status, is_approved, status_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, is_approved = EXCLUDED.is_approved,
       status_at = EXCLUDED.status_at, updated_at = now()
     WHERE EXCLUDED.status_at >= reviews.shops.status_at`,
    [shop.shopId, shop.ownerId, shop.name.slice(0, 200), status, status === 'approved', occurredAt],
  );
}

/** shop.removed: the shop goes, and its reviews and favourites with it (foreign keys cascade). */
export async function removeShop(manager: EntityManager, shopId: number): Promise<void> {
  await manager.query('DELETE FROM reviews.shops WHERE id = $1', [shopId]);
}
