import { DataSource } from 'typeorm';
import { SearchChange } from './search-dependencies';

/** What one read of the log brings: the changes not seen before, and whether the log may have lost some. */
export interface ChangeBatch {
  changes: SearchChange[];
  /** The process read nothing for longer than the log keeps changes: its cache can no longer be trusted. */
  gap: boolean;
}

/** A change with the id of the transaction that wrote it (xid8, as text). */
export type LoggedChange = SearchChange & { txid: string };

export type ChangeSource = (
  horizon: string | undefined,
  seen: number[],
) => Promise<{ xmin: string; changes: LoggedChange[] }>;

/** How long catalog.search_changes keeps a change; a process that read nothing for half of it starts afresh. */
export const CHANGE_RETENTION_MS = 10 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 1000;

/**
 * Tails catalog.search_changes for one process. Ids are handed out before commit, so a change can become visible
 * after a later one: the feed asks instead for every visible change of a transaction at or after its horizon, the
 * oldest transaction still running at its last read (pg_current_snapshot's xmin), and skips the ones it already
 * applied. Everything older than the horizon was finished, and so read, by then. One read at a time: the cache
 * coalesces its callers' reads (CoalescedRead).
 */
export class SearchChangeFeed {
  private horizon: string | undefined;
  /** Ids applied whose transaction is at or after the horizon (they may be returned again). */
  private seen = new Map<number, string>();
  private lastReadAt = 0;

  constructor(
    private readonly source: ChangeSource,
    private readonly now: () => number = Date.now,
  ) {}

  async read(): Promise<ChangeBatch> {
    const startedAt = this.now();
    const gap = this.horizon !== undefined && startedAt - this.lastReadAt > CHANGE_RETENTION_MS / 2;
    const { xmin, changes } = await this.source(gap ? undefined : this.horizon, [...this.seen.keys()]);
    const fresh = changes.filter((change) => !this.seen.has(change.id));
    for (const change of fresh) this.seen.set(change.id, change.txid);
    for (const [id, txid] of this.seen) if (BigInt(txid) < BigInt(xmin)) this.seen.delete(id);
    this.horizon = xmin;
    this.lastReadAt = startedAt;
    return { changes: fresh, gap };
  }
}

/** The columns of a ChangeRow, over catalog.search_changes as `c`. */
export const CHANGE_COLUMNS =
  'c.id, c.txid::text AS txid, c.scope, c.shop_id, c.product_id, c.lexemes, c.words, c.locations, c.categories, ' +
  'c.points, c.shop_level, c.match_changed, c.product_count_changed, c.product_card_changed';

/** A row of catalog.search_changes as node-postgres reads it. */
export interface ChangeRow {
  id: string;
  txid: string;
  scope: SearchChange['scope'];
  shop_id: number | null;
  product_id: number | null;
  lexemes: string[];
  words: string[];
  locations: string[];
  categories: string[];
  points: number[] | null;
  shop_level: boolean;
  match_changed: boolean;
  product_count_changed: boolean;
  product_card_changed: boolean;
}

/**
 * The database side of the feed: the snapshot's xmin and, in the same statement (so the same snapshot), every
 * visible change of a transaction at or after the horizon. Without a horizon (first read, or after a gap), only
 * the xmin: the caller starts from an empty cache. Now and then it also removes changes older than the retention.
 */
export function databaseChangeSource(dataSource: DataSource, now: () => number = Date.now): ChangeSource {
  let prunedAt = 0;
  return async (horizon, seen) => {
    if (now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now();
      await dataSource.query(
        `DELETE FROM catalog.search_changes WHERE recorded_at < now() - make_interval(secs => $1)`,
        [CHANGE_RETENTION_MS / 1000],
      );
    }
    if (horizon === undefined) {
      const rows: Array<{ xmin: string }> = await dataSource.query(
        'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin',
      );
      return { xmin: rows[0].xmin, changes: [] };
    }
    const rows: Array<ChangeRow & { xmin: string }> = await dataSource.query(
      `SELECT x.xmin, ${CHANGE_COLUMNS}
       FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin) x
       LEFT JOIN catalog.search_changes c ON c.txid >= $1::xid8 AND NOT (c.id = ANY($2::bigint[]))
       ORDER BY c.id`,
      [horizon, seen],
    );
    const changes: LoggedChange[] = rows.filter((row) => row.id !== null).map(loggedChangeOf);
    return { xmin: rows[0].xmin, changes };
  };
}

/** A change as the cache tests it, from its row. */
export function loggedChangeOf(row: ChangeRow): LoggedChange {
  return {
    id: Number(row.id),
    txid: row.txid,
    scope: row.scope,
    shopId: row.shop_id,
    productId: row.product_id,
    lexemes: row.lexemes,
    words: row.words,
    locations: row.locations,
    categories: row.categories,
    points: row.points,
    shopLevel: row.shop_level,
    matchChanged: row.match_changed,
    productCountChanged: row.product_count_changed,
    productCardChanged: row.product_card_changed,
  };
}
