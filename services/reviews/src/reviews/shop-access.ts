import { EntityManager } from 'typeorm';

/** A shop of the projection, with whether its owner is banned. */
export interface ShopAccessRow {
  id: number;
  owner_id: number;
  name: string;
  location: string;
  status: string;
  is_approved: boolean;
  is_active: boolean;
  owner_banned: boolean;
}

/** Listed publicly (catalog's rule): approved, active, and its owner not banned. */
export function isPublicShop(
  row: Pick<ShopAccessRow, 'status' | 'is_approved' | 'is_active' | 'owner_banned'>,
): boolean {
  return row.is_approved && row.status === 'approved' && row.is_active && !row.owner_banned;
}

/** The shop row; `lock` takes it FOR UPDATE, so the reviews of one shop change one transaction at a time. */
export async function shopAccessRow(
  manager: EntityManager,
  shopId: number,
  lock = false,
): Promise<ShopAccessRow | undefined> {
  const rows: ShopAccessRow[] = await manager.query(
    `SELECT s.id, s.owner_id, s.name, s.location, s.status, s.is_approved, s.is_active,
       EXISTS (SELECT 1 FROM reviews.people p WHERE p.user_id = s.owner_id AND p.banned) AS owner_banned
     FROM reviews.shops s WHERE s.id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [shopId],
  );
  return rows[0];
}
