import { Logger } from '@nestjs/common';
import { DomainEvent, EventActor, EventName } from '@app/contracts';
import { affectedRowCount, PreparedStatement, preparedStatement, queryPrepared } from '@app/database';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { EventTransport } from './event-transport';
import { describeError } from './messaging.errors';
import { messagingTables } from './messaging-tables';
import {
  DEFAULT_OUTBOX_RETENTION_MS,
  DEFAULT_RELAY_BATCH_SIZE,
  DEFAULT_RELAY_COALESCE_MS,
  DEFAULT_RELAY_INTERVAL_MS,
  DEFAULT_RELAY_VACUUM_AFTER_ROWS,
} from './messaging.constants';

export interface OutboxRelayOptions {
  schema: string;
  /** Poll interval; a commit that wrote outbox rows also wakes the relay at once. */
  intervalMs?: number;
  batchSize?: number;
  /** Wait before the next pass when commits woke the relay during one (DEFAULT_RELAY_COALESCE_MS). */
  coalesceMs?: number;
  /** Published rows older than this are deleted (about once an hour). 0 keeps them. */
  retentionMs?: number;
  /** VACUUM the outbox after this many rows marked published or deleted (DEFAULT_RELAY_VACUUM_AFTER_ROWS); 0 never. */
  vacuumAfterRows?: number;
}

interface OutboxRow {
  id: string;
  name: string;
  payload: unknown;
  actor: EventActor | null;
  occurred_at: Date | string;
  /** The identity column that orders rows of one `occurred_at` (bigint, so a string). */
  position: string;
}

/** The last row a batch took in the outbox's order (`occurred_at`, `position`): the next batch of a pass starts after it. */
interface RelayCursor {
  occurredAt: Date;
  position: string;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * A pass starts this far before the newest row the last batch took: a commit whose row is older than that when it
 * lands (a slow transaction) waits for the next full pass.
 */
export const RELAY_FLOOR_MARGIN_MS = 2_000;

/**
 * A pass without the bound at least this often. It takes whatever the bounded passes cannot see: rows committed
 * far behind the floor, rows a crashed relay process had locked, rows written under a clock set back (tests).
 */
export const RELAY_FULL_PASS_EVERY_MS = 1_000;

/**
 * Set at the start of each of the relay's transactions (gone at its end): its statements read the partial index in
 * order. With FOR UPDATE a sort cannot stop at the LIMIT (the rows are locked above it), so a plan that sorts sorts
 * the whole backlog. Postgres picked one (a bitmap scan, then a sort spilling to disk, 18 ms a batch with a backlog of
 * 20,000) on an outbox it had no statistics for, where autovacuum is off (this machine, CI) or has not analysed a
 * table that grew since, and a prepared statement keeps that plan.
 */
const RELAY_TRANSACTION_SETTINGS = 'SET LOCAL enable_sort = off';

/**
 * Sends outbox rows through the transport: takes unpublished rows in `occurred_at` order with
 * FOR UPDATE SKIP LOCKED (so several processes of one service share the work), publishes them and waits for the
 * broker's confirms, then marks them published, all in one short transaction. A failed row keeps
 * `published_at` null, gets its attempts and last error recorded, and is tried again on a later pass. While the
 * transport is disconnected the rows are left alone and go out once it is back.
 *
 * Each published row leaves a dead entry in the partial index of unpublished rows until VACUUM removes it, and a
 * scan in `occurred_at` order walks every one of them before the first live row: with a million left (autovacuum
 * late or off) each pass took 6-12 ms instead of 0.3 (docs/reliability.md). So a pass starts at a floor, the newest
 * row the previous batch took less RELAY_FLOOR_MARGIN_MS (rows of transactions that committed late land behind
 * it), and a full pass runs at least every RELAY_FULL_PASS_EVERY_MS. The further batches of a pass that drains a
 * backlog start right after the row the batch before took (a cursor): from the floor, each of them walked again the
 * entries of every row published within the margin (15,500 of them: 1.1-1.3 ms, against 0.06 ms after the cursor,
 * while another transaction's snapshot kept them from being marked dead in the index; docs/reliability.md).
 *
 * The relay keeps one connection of the pool for itself while it runs. Taking one per pass made it queue behind
 * every request waiting for the pool: under load each pass waited as long as a request did and moved one batch,
 * so the outbox grew faster than it drained (T6, T9 in docs/benchmarks.md).
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly table: string;
  /** A pass's two statements, prepared on the relay's own connection (it runs them several times a second). */
  private readonly takeBatch: PreparedStatement;
  /** takeBatch from a floor (`occurred_at >= $1`). */
  private readonly takeBatchFrom: PreparedStatement;
  /** takeBatch after a cursor (`(occurred_at, position) > ($1, $2)`). */
  private readonly takeBatchAfter: PreparedStatement;
  private readonly markPublished: PreparedStatement;
  private readonly schema: string;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly coalesceMs: number;
  private readonly retentionMs: number;
  private readonly vacuumAfterRows: number;
  /** Rows marked published or deleted since the last VACUUM: each left a dead row version behind. */
  private deadSinceVacuum = 0;
  private vacuuming?: Promise<void>;
  private running = false;
  private timer?: NodeJS.Timeout;
  private pass?: Promise<void>;
  private wokenDuringPass = false;
  /** The next pass waits on purpose, gathering the rows of commits meanwhile: a wake does not bring it forward. */
  private coalescing = false;
  private waitingForBroker = false;
  private lastPrune = Date.now();
  /** The last row taken (before the first refused one); none until a pass took rows. */
  private cursor?: RelayCursor;
  private lastFullPass = 0;
  /** The relay's own connection, taken on the first pass and handed back by `stop()` or after a failed pass. */
  private runner?: QueryRunner;
  /** Passes (and direct `relayOnce` calls) run one after another: they share `runner`. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: EventTransport,
    options: OutboxRelayOptions,
  ) {
    this.table = messagingTables(options.schema).outbox;
    this.schema = options.schema;
    this.intervalMs = options.intervalMs ?? DEFAULT_RELAY_INTERVAL_MS;
    this.batchSize = options.batchSize ?? DEFAULT_RELAY_BATCH_SIZE;
    this.coalesceMs = options.coalesceMs ?? DEFAULT_RELAY_COALESCE_MS;
    this.retentionMs = options.retentionMs ?? DEFAULT_OUTBOX_RETENTION_MS;
    this.vacuumAfterRows = options.vacuumAfterRows ?? DEFAULT_RELAY_VACUUM_AFTER_ROWS;
    if (!Number.isSafeInteger(this.batchSize) || this.batchSize < 1) {
      throw new Error(`The relay's batch size must be a positive integer, not ${this.batchSize}`);
    }
    // The batch size is written into the statement rather than bound: the plan Postgres keeps for a prepared
    // statement is made without the bound values, so it would not know the LIMIT.
    const take = (floor: string) =>
      `SELECT "id", "name", "payload", "actor", "occurred_at", "position" FROM ${this.table}
       WHERE "published_at" IS NULL${floor} ORDER BY "occurred_at", "position" LIMIT ${this.batchSize} FOR UPDATE SKIP LOCKED`;
    this.takeBatch = preparedStatement(take(''));
    this.takeBatchFrom = preparedStatement(take(' AND "occurred_at" >= $1'));
    this.takeBatchAfter = preparedStatement(take(' AND ("occurred_at", "position") > ($1, $2::bigint)'));
    this.markPublished = preparedStatement(
      `UPDATE ${this.table} SET "published_at" = now(), "attempts" = "attempts" + 1, "last_error" = NULL
       WHERE "id" = ANY($1::uuid[])`,
    );
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /**
   * Runs a pass now when the relay is idle. During a pass, the next one follows it after `coalesceMs` (and during
   * that wait the wake changes nothing): under a steady stream of commits each pass then takes the rows of several,
   * where it took one or two, each pass costing its transaction and a publish round trip (docs/decisions.md).
   */
  wake(): void {
    if (!this.running) return;
    if (this.pass) this.wokenDuringPass = true;
    else if (!this.coalescing) this.schedule(0);
  }

  /** Stops polling and waits for the pass in progress. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass;
    await this.queue.catch(() => undefined);
    await this.vacuuming;
    await this.releaseConnection();
  }

  /** The first batch of a pass: returns how many rows were published. */
  relayOnce(): Promise<number> {
    return this.relayBatch(false);
  }

  /** One batch, from the floor or, `continuing` a pass, after the cursor: returns how many rows were published. */
  private async relayBatch(continuing: boolean): Promise<number> {
    if (!this.transport.canPublish()) {
      if (!this.waitingForBroker)
        this.logger.warn(`Broker unreachable: ${this.schema} events stay in the outbox until it is back`);
      this.waitingForBroker = true;
      return 0;
    }
    if (this.waitingForBroker) this.logger.log(`Broker reachable again: publishing the ${this.schema} outbox`);
    this.waitingForBroker = false;
    return this.inOwnTransaction(async (manager) => {
      await manager.query(RELAY_TRANSACTION_SETTINGS);
      const rows = await this.takeRows(manager, continuing);
      if (rows.length === 0) return 0;
      // Sent in order on one channel; the confirms are awaited together.
      const results = await Promise.allSettled(rows.map((row) => this.transport.publish(toEvent(row))));
      const published: string[] = [];
      const failedIds: string[] = [];
      const failedErrors: string[] = [];
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') published.push(rows[index].id);
        else {
          failedIds.push(rows[index].id);
          failedErrors.push(describeError(result.reason).slice(0, 2000));
        }
      });
      if (published.length > 0) {
        await queryPrepared(manager, this.markPublished, [published]);
        this.deadSinceVacuum += published.length;
      }
      // Refused rows stay first in line: the next batch starts at the oldest of them.
      const firstRefused = results.findIndex((result) => result.status === 'rejected');
      this.cursor = firstRefused === -1 ? cursorAt(rows[rows.length - 1]) : cursorBefore(rows[firstRefused]);
      if (failedIds.length > 0) {
        await manager.query(
          `UPDATE ${this.table} AS o SET "attempts" = o."attempts" + 1, "last_error" = f.error
           FROM unnest($1::uuid[], $2::text[]) AS f(id, error) WHERE o."id" = f.id`,
          [failedIds, failedErrors],
        );
        this.logger.warn(
          `${failedIds.length} ${this.schema} event(s) not published, retried later (first: ${failedIds[0]}: ${failedErrors[0]})`,
        );
      }
      if (published.length > 0)
        this.logger.debug(`Published ${published.length} ${this.schema} event(s): ${published.join(', ')}`);
      return published.length;
    });
  }

  /**
   * A batch from the start when no row was taken yet or a full pass is due; else after the cursor when `continuing`
   * a pass, from the floor when starting one.
   */
  private takeRows(manager: EntityManager, continuing: boolean): Promise<OutboxRow[]> {
    const now = Date.now();
    const cursor = this.cursor;
    if (!cursor || now - this.lastFullPass >= RELAY_FULL_PASS_EVERY_MS) {
      this.lastFullPass = now;
      return queryPrepared<OutboxRow>(manager, this.takeBatch, []);
    }
    if (continuing) return queryPrepared<OutboxRow>(manager, this.takeBatchAfter, [cursor.occurredAt, cursor.position]);
    return queryPrepared<OutboxRow>(manager, this.takeBatchFrom, [floorBefore(cursor)]);
  }

  /** Runs `work` in a transaction on the relay's own connection, after any earlier one finished. */
  private inOwnTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const turn = this.queue
      .catch(() => undefined)
      .then(async () => {
        const runner = await this.connection();
        try {
          return await runner.manager.transaction(work);
        } catch (error) {
          // The connection may be what failed: hand it back (the pool drops a broken one) and take another next time.
          await this.releaseConnection();
          throw error;
        }
      });
    this.queue = turn;
    return turn;
  }

  private async connection(): Promise<QueryRunner> {
    if (this.runner && !this.runner.isReleased) return this.runner;
    const runner = this.dataSource.createQueryRunner();
    this.runner = runner;
    try {
      await runner.connect();
    } catch (error) {
      this.runner = undefined;
      await runner.release().catch(() => undefined);
      throw error;
    }
    return runner;
  }

  private async releaseConnection(): Promise<void> {
    const runner = this.runner;
    this.runner = undefined;
    if (runner && !runner.isReleased) await runner.release().catch(() => undefined);
  }

  private schedule(delayMs: number, coalescing = false): void {
    if (this.timer) clearTimeout(this.timer);
    this.coalescing = coalescing;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.coalescing = false;
      this.pass = this.runPass().finally(() => {
        this.pass = undefined;
        const again = this.wokenDuringPass;
        this.wokenDuringPass = false;
        if (!this.running) return;
        if (again) this.schedule(this.coalesceMs, true);
        else this.schedule(this.intervalMs);
      });
    }, delayMs);
  }

  private async runPass(): Promise<void> {
    try {
      let published: number;
      let continuing = false;
      do {
        this.wokenDuringPass = false;
        published = await this.relayBatch(continuing);
        continuing = true;
        // Within the pass: draining a standing backlog, one pass can last for minutes.
        this.vacuumIfDue();
      } while (this.running && published >= this.batchSize);
      await this.pruneIfDue();
    } catch (error) {
      this.logger.error(`${this.schema} outbox relay pass failed: ${describeError(error)}`);
    }
    this.vacuumIfDue();
  }

  private async pruneIfDue(): Promise<void> {
    if (this.retentionMs <= 0 || Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    const deleted = await this.dataSource.query(
      `DELETE FROM ${this.table} WHERE "published_at" < now() - ($1::double precision * interval '1 millisecond')`,
      [this.retentionMs],
    );
    this.deadSinceVacuum += affectedRowCount(deleted);
  }

  /**
   * Every row the relay marks published (and every one the prune deletes) leaves a dead row version, and a dead
   * entry in the partial index of unpublished rows that each pass walks until VACUUM removes it. Where autovacuum
   * is off (this machine's and CI's Postgres) nothing else removes them: half a million after the bench's chat
   * loads took the relay from thousands of events a second to about a thousand (docs/reliability.md). So the relay
   * vacuums its own outbox once enough rows died since it last did: on the pool, beside its passes, one at a time,
   * skipped while another process of the service vacuums it (SKIP_LOCKED). Where autovacuum runs it only comes first.
   */
  private vacuumIfDue(): void {
    if (this.vacuumAfterRows <= 0 || this.vacuuming || this.deadSinceVacuum < this.vacuumAfterRows) return;
    this.deadSinceVacuum = 0;
    this.vacuuming = this.dataSource
      .query(`VACUUM (SKIP_LOCKED) ${this.table}`)
      .then(
        () => this.logger.debug(`Vacuumed the ${this.schema} outbox`),
        (error: unknown) => this.logger.warn(`Could not vacuum the ${this.schema} outbox: ${describeError(error)}`),
      )
      .finally(() => {
        this.vacuuming = undefined;
      });
  }
}

/**
 * The row's place in the outbox's order. Its `occurred_at` is a Date to the millisecond, cut down: the cursor is never
 * after the row, so a batch after it walks again at most the entries of that millisecond.
 */
function cursorAt(row: OutboxRow): RelayCursor {
  return { occurredAt: new Date(row.occurred_at), position: String(row.position) };
}

/** Just before the row: a batch after this cursor takes the row first. */
function cursorBefore(row: OutboxRow): RelayCursor {
  return { occurredAt: new Date(row.occurred_at), position: String(BigInt(row.position) - 1n) };
}

/** RELAY_FLOOR_MARGIN_MS before the cursor's `occurred_at`. */
function floorBefore(cursor: RelayCursor): Date {
  return new Date(cursor.occurredAt.getTime() - RELAY_FLOOR_MARGIN_MS);
}

function toEvent(row: OutboxRow): DomainEvent {
  const occurredAt =
    row.occurred_at instanceof Date ? row.occurred_at.toISOString() : new Date(row.occurred_at).toISOString();
  return {
    id: row.id,
    name: row.name as EventName,
    occurredAt,
    ...(row.actor ? { actor: row.actor } : {}),
    payload: row.payload as DomainEvent['payload'],
  };
}
