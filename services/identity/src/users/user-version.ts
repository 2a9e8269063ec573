import { EntityManager } from 'typeorm';

/**
 * Bumps the person's version and returns it, in the caller's transaction (the row stays locked until it commits, so
 * two writers of one person get consecutive versions in commit order). Every user.* event other services keep
 * carries it (registered, updated, banned, unbanned, suspended, unsuspended, deleted); see docs/architecture.md.
 */
export async function nextUserVersion(manager: EntityManager, userId: number): Promise<number> {
  const result: unknown = await manager.query(
    'UPDATE identity.users SET version = version + 1 WHERE id = $1 RETURNING version',
    [userId],
  );
  // TypeORM answers an UPDATE with [rows, affectedCount].
  const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as Array<{ version: number }>;
  if (!rows[0]) throw new Error(`Person ${userId} has no row to version`);
  return rows[0].version;
}
