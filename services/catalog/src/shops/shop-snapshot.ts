import { EventPayload } from '@app/contracts';
import { ShopRow } from './shop.row';

/** The payload of shop.created and shop.updated: what other services keep about a shop. */
export function shopSnapshot(row: ShopRow): EventPayload<'shop.created'> {
  return {
    shopId: row.id,
    ownerId: row.owner_id,
    name: row.name,
    location: row.location,
    categoryId: row.category_id,
    status: row.status,
    isApproved: row.is_approved,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}
