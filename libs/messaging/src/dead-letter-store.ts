import { Logger } from '@nestjs/common';
import { eventEnvelopeSchema } from '@app/contracts';
import { DataSource } from 'typeorm';
import { EventTransport } from './event-transport';
import { messagingTables } from './messaging-tables';

/** Which parked events a list shows: still parked, already replayed, or both. */
export type DeadLetterFilter = 'parked' | 'replayed' | 'all';

export interface DeadLetterRecord {
  id: string;
  eventId: string | null;
  eventName: string | null;
  handler: string | null;
  error: string;
  attempts: number;
  failedAt: Date;
  replayedAt: Date | null;
  /** The admin who replayed it. */
  replayedBy: number | null;
}

export class DeadLetterNotFoundError extends Error {
  constructor(readonly deadLetterId: string) {
    super(`Dead letter ${deadLetterId} not found`);
    this.name = 'DeadLetterNotFoundError';
  }
}

export class DeadLetterAlreadyReplayedError extends Error {
  constructor(readonly deadLetterId: string) {
    super(`Dead letter ${deadLetterId} was already replayed`);
    this.name = 'DeadLetterAlreadyReplayedError';
  }
}

/** The parked message is not an event envelope (it was never JSON, say): no handler could ever take it. */
export class DeadLetterNotReplayableError extends Error {
  constructor(readonly deadLetterId: string) {
    super(`Dead letter ${deadLetterId} is not an event envelope and cannot be replayed`);
    this.name = 'DeadLetterNotReplayableError';
  }
}

/** The transport cannot publish now (broker unreachable); the replay can be tried again later. */
export class ReplayUnavailableError extends Error {
  constructor() {
    super('The message broker is unreachable; try the replay again later');
    this.name = 'ReplayUnavailableError';
  }
}

interface DeadLetterRow {
  id: string;
  event_id: string | null;
  event_name: string | null;
  handler: string | null;
  error: string;
  attempts: number;
  failed_at: Date | string;
  replayed_at: Date | string | null;
  replayed_by: number | null;
}

const COLUMNS = `"id", "event_id", "event_name", "handler", "error", "attempts", "failed_at", "replayed_at", "replayed_by"`;
const LIST_LIMIT = 200;

/**
 * A service's parked events (`dead_letter_events`): lists them for an admin and replays one to this service's own
 * consumer, over RabbitMQ or the in-process bus alike.
 */
export class DeadLetterStore {
  private readonly logger = new Logger(DeadLetterStore.name);
  private readonly table: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: EventTransport,
    private readonly service: string,
    schema: string,
  ) {
    this.table = messagingTables(schema).deadLetters;
  }

  /** Newest first, at most 200. */
  async list(filter: DeadLetterFilter = 'all'): Promise<DeadLetterRecord[]> {
    const where =
      filter === 'parked'
        ? 'WHERE "replayed_at" IS NULL'
        : filter === 'replayed'
          ? 'WHERE "replayed_at" IS NOT NULL'
          : '';
    const rows: DeadLetterRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${this.table} ${where} ORDER BY "failed_at" DESC, "id" LIMIT ${LIST_LIMIT}`,
    );
    return rows.map(toRecord);
  }

  /**
   * Sends the stored envelope to this service's consumer queue (not to every subscriber of the event), waits for
   * the broker's confirm, then marks the row replayed, all while holding the row's lock, so two admins replaying
   * at once send it once. A crash after the confirm but before the commit leaves the row unmarked although the
   * message went out: harmless, because the inbox makes delivery idempotent and a second replay is skipped by
   * every handler that already applied it.
   */
  async replay(id: string, replayedBy: number | null): Promise<DeadLetterRecord> {
    return this.dataSource.transaction(async (manager) => {
      const found: Array<DeadLetterRow & { envelope: unknown }> = await manager.query(
        `SELECT ${COLUMNS}, "envelope" FROM ${this.table} WHERE "id" = $1 FOR UPDATE`,
        [id],
      );
      if (found.length === 0) throw new DeadLetterNotFoundError(id);
      const row = found[0];
      if (row.replayed_at !== null) throw new DeadLetterAlreadyReplayedError(id);
      const envelope = eventEnvelopeSchema.safeParse(row.envelope);
      if (!envelope.success) throw new DeadLetterNotReplayableError(id);
      if (!this.transport.canPublish()) throw new ReplayUnavailableError();
      await this.transport.redeliver({
        service: this.service,
        body: JSON.stringify(envelope.data),
        eventId: envelope.data.id,
        eventName: envelope.data.name,
        deadLetterId: id,
      });
      await manager.query(`UPDATE ${this.table} SET "replayed_at" = now(), "replayed_by" = $2 WHERE "id" = $1`, [
        id,
        replayedBy,
      ]);
      const updated: DeadLetterRow[] = await manager.query(`SELECT ${COLUMNS} FROM ${this.table} WHERE "id" = $1`, [
        id,
      ]);
      this.logger.log(
        `${this.service} replayed dead letter ${id} (event ${envelope.data.id}, ${envelope.data.name}) for admin ${replayedBy ?? 'unknown'}`,
      );
      return toRecord(updated[0]);
    });
  }
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function toRecord(row: DeadLetterRow): DeadLetterRecord {
  return {
    id: row.id,
    eventId: row.event_id,
    eventName: row.event_name,
    handler: row.handler,
    error: row.error,
    attempts: Number(row.attempts),
    failedAt: toDate(row.failed_at),
    replayedAt: row.replayed_at === null ? null : toDate(row.replayed_at),
    replayedBy: row.replayed_by === null ? null : Number(row.replayed_by),
  };
}
