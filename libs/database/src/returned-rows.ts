/**
 * TypeORM answers an UPDATE or DELETE query with `[rows, affectedCount]` and anything else with the rows:
 * this gives the RETURNING rows of either (and affectedRowCount the count). Every service reaches its tables through TypeORM (repositories, or
 * `EntityManager.query` for hand-written SQL) and takes this one helper for the latter (docs/decisions.md).
 */
export function returnedRows<T>(result: unknown): T[] {
  return isUpdateAnswer(result) ? (result[0] as T[]) : (result as T[]);
}

/** How many rows an UPDATE or DELETE answer says it touched; 0 for any other answer. */
export function affectedRowCount(result: unknown): number {
  return isUpdateAnswer(result) ? result[1] : 0;
}

function isUpdateAnswer(result: unknown): result is [unknown[], number] {
  return Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
}
