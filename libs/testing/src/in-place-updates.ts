import { Client } from 'pg';

interface InPlaceUpdateCount {
  /** Heap pages the rows lie in, each of which had one of them updated. */
  pages: number;
  updated: number;
  /** Of the rows updated, those whose new version stayed in their page (heap-only tuples: no index touched). */
  inPlace: number;
}

/**
 * Updates the first of `ids` in each heap page of `table` with `set` (an UPDATE's SET list), in a transaction rolled
 * back after, and counts how many of those updates stayed in their page. Write the rows with one INSERT first: their
 * pages are then filled as far as the table's fillfactor lets them, with no dead versions whose space an update
 * could take instead.
 */
async function updateOnePerPage(
  sql: Client,
  table: string,
  ids: number[],
  set: string,
): Promise<InPlaceUpdateCount> {
  await sql.query('BEGIN');
  try {
    const updated = await sql.query(
      `UPDATE ${table} SET ${set} WHERE id IN (
         SELECT DISTINCT ON ((ctid::text::point)[0]) id FROM ${table} WHERE id = ANY($1::int[])
          ORDER BY (ctid::text::point)[0], id)`,
      [ids],
    );
    // Counted by this transaction alone: the statistics of committed ones reach the views up to a second later.
    const counted = await sql.query<{ in_place: string; pages: string }>(
      `SELECT pg_stat_get_xact_tuples_hot_updated($1::regclass) AS in_place,
              (SELECT count(DISTINCT (ctid::text::point)[0]) FROM ${table} WHERE id = ANY($2::int[])) AS pages`,
      [table, ids],
    );
    return {
      pages: Number(counted.rows[0].pages),
      updated: updated.rowCount ?? 0,
      inPlace: Number(counted.rows[0].in_place),
    };
  } finally {
    await sql.query('ROLLBACK');
  }
}

/**
 * Asserts that updating one of `ids` per page with `set` stays in its page in every page, over at least three pages
 * (so that full pages, not only the table's last one, are asked).
 */
export async function expectEveryPageUpdatedInPlace(
  sql: Client,
  table: string,
  ids: number[],
  set: string,
): Promise<void> {
  const result = await updateOnePerPage(sql, table, ids, set);
  expect(result.pages).toBeGreaterThanOrEqual(3);
  expect(result).toEqual({ pages: result.pages, updated: result.pages, inPlace: result.pages });
}
