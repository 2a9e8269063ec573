import { EntityManager } from 'typeorm';
import { returnedRows } from '@app/database';

/**
 * Bumps the shop's version and returns it, in the caller's transaction (the row stays locked until it commits, so
 * two writers of one shop get consecutive versions in commit order). Every shop.* event carries it (created,
 * updated, approved, rejected, removed), so other services keep the newest state whatever the arrival order
 * (docs/architecture.md, Events).
 */
export async function nextShopVersion(manager: EntityManager, shopId: number): Promise<number> {
  const rows = returnedRows<{ version: number }>(
    await manager.query('UPDATE catalog.shops SET version = version + 1 WHERE id = $1 RETURNING version', [shopId]),
  );
  if (!rows[0]) throw new Error(`Shop ${shopId} has no row to version`);
  return rows[0].version;
}
