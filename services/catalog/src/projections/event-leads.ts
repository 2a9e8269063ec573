import { EntityManager } from 'typeorm';

/**
 * Counts a lead that another service's event tells of (messages, favourites), at the time the event happened. The
 * inbox row commits with it, so a redelivered event counts once; a shop deleted meanwhile counts nothing.
 */
export async function countEventLead(
  manager: EntityManager,
  type: 'message' | 'favourite',
  who: { shopId: number; userId: number | null; guestSessionId: number | null },
  occurredAt: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO catalog.shop_leads (shop_id, type, user_id, guest_session_id, occurred_at)
     SELECT id, $2, $3, $4, $5 FROM catalog.shops WHERE id = $1`,
    [who.shopId, type, who.userId, who.guestSessionId, occurredAt],
  );
}
