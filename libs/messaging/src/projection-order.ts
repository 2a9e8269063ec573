/**
 * The ordering rule of projections (docs/architecture.md, Events): a projection keeps, per aggregate, the version
 * of the event that last set each group of its columns, and applies an event to a group only when the event is
 * newer. Version 0 is an event written before versions existed: it applies only while the group has seen no
 * versioned event either (any versioned event is newer than every unversioned one of the same aggregate); with
 * `occurredAt` columns, two unversioned events are ordered by when they occurred (an unset stored time is oldest).
 *
 * A version may be a tuple of columns, compared as a row (catalog orders subscriptions by (id, phase)).
 *
 * `newerVersion('EXCLUDED.banned_version', 'chat.people.banned_version')` goes in the WHERE of an
 * `INSERT ... ON CONFLICT DO UPDATE`, or in a CASE per column group; the projection kit (`defineProjection`)
 * writes it for every group it declares.
 */
export function newerVersion(
  incoming: string | readonly string[],
  stored: string | readonly string[],
  occurredAt?: { incoming: string; stored: string },
): string {
  const row = (columns: string | readonly string[]) =>
    typeof columns === 'string' ? columns : columns.length === 1 ? columns[0] : `(${columns.join(', ')})`;
  const zero = typeof incoming === 'string' || incoming.length === 1 ? '0' : `(${incoming.map(() => '0').join(', ')})`;
  const tie = occurredAt ? ` AND (${occurredAt.stored} IS NULL OR ${occurredAt.incoming} >= ${occurredAt.stored})` : '';
  return `(${row(incoming)} > ${row(stored)} OR (${row(incoming)} = ${zero} AND ${row(stored)} = ${zero}${tie}))`;
}
