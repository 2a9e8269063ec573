/** A shop a visitor may see: approved, active, and its owner not banned (as the shop page decides). */
export const PUBLIC_SHOP_CONDITION = `s.is_approved AND s.is_active
  AND NOT EXISTS (SELECT 1 FROM catalog.owner_status os WHERE os.owner_id = s.owner_id AND os.banned)`;
