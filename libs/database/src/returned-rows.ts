/**
 * TypeORM answers an UPDATE or DELETE query with `[rows, affectedCount]` and anything else with the rows:
 * this gives the RETURNING rows of either. Every service reaches its tables through TypeORM (repositories, or
 * `EntityManager.query` for hand-written SQL) and takes this one helper for the latter (docs/decisions.md).
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
