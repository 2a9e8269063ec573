import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AdminOnly } from '@app/auth-context';
import { messagingTables } from '@app/messaging';

export const DEAD_LETTERS_SCHEMA = Symbol('DEAD_LETTERS_SCHEMA');

export interface DeadLetterResponse {
  id: string;
  eventId: string | null;
  eventName: string | null;
  handler: string | null;
  error: string;
  attempts: number;
  failedAt: string;
  replayedAt: string | null;
}

/** What an operator needs to inspect the events this service could not handle (newest first). */
@ApiTags('operations')
@Controller('admin/dead-letters')
export class DeadLettersController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DEAD_LETTERS_SCHEMA) private readonly schema: string,
  ) {}

  @AdminOnly()
  @Get()
  async list(): Promise<DeadLetterResponse[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT id, event_id, event_name, handler, error, attempts, failed_at, replayed_at
         FROM ${messagingTables(this.schema).deadLetters} ORDER BY failed_at DESC LIMIT 200`,
    );
    return rows.map((row) => ({
      id: String(row.id),
      eventId: (row.event_id as string | null) ?? null,
      eventName: (row.event_name as string | null) ?? null,
      handler: (row.handler as string | null) ?? null,
      error: String(row.error),
      attempts: Number(row.attempts),
      failedAt: new Date(row.failed_at as string).toISOString(),
      replayedAt: row.replayed_at ? new Date(row.replayed_at as string).toISOString() : null,
    }));
  }
}
