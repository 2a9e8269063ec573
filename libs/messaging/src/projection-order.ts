import { EntityManager } from 'typeorm';

/**
 * The ordering rule of projections (docs/architecture.md, Events): a projection keeps, per aggregate, the version
 * of the event that last set each group of its columns, and applies an event to a group only when the event is
 * newer. Version 0 is an event written before versions existed: it applies only while the group has seen no
 * versioned event either (any versioned event is newer than every unversioned one of the same aggregate).
 *
 * `newerVersion('EXCLUDED.banned_version', 'chat.people.banned_version')` goes in the WHERE of an
 * `INSERT ... ON CONFLICT DO UPDATE`, or in a CASE per column group.
 */
export function newerVersion(incoming: string, stored: string): string {
  return `(${incoming} > ${stored} OR (${incoming} = 0 AND ${stored} = 0))`;
}

/**
 * Serialises the projection writes of one aggregate (`table` names the projection, `id` the aggregate) until the
 * transaction ends, so the tombstone check and the write that follows cannot interleave with a concurrent removal.
 */
export async function lockAggregate(manager: EntityManager, table: string, id: number): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [table, id]);
}

/**
 * Tombstones: a removed aggregate (a deleted person, a removed shop) is the last event of its aggregate, so once
 * its tombstone is written no later-arriving event of that aggregate may bring its rows back. `tombstones` is the
 * service's `<schema>.projection_tombstones` table.
 */
export async function isRemoved(
  manager: EntityManager,
  tombstones: string,
  aggregate: 'person' | 'shop',
  id: number,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM ${tombstones} WHERE aggregate = $1 AND aggregate_id = $2`,
    [aggregate, id],
  );
  return rows.length > 0;
}

export async function recordRemoval(
  manager: EntityManager,
  tombstones: string,
  aggregate: 'person' | 'shop',
  id: number,
  version: number,
): Promise<void> {
  await manager.query(
    `INSERT INTO ${tombstones} (aggregate, aggregate_id, version) VALUES ($1, $2, $3)
     ON CONFLICT (aggregate, aggregate_id) DO UPDATE SET version = GREATEST(${tombstones}.version, EXCLUDED.version)`,
    [aggregate, id, version],
  );
}
