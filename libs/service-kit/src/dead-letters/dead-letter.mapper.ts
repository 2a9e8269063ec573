import { DeadLetterResponse } from '@app/contracts';
import { DeadLetterRecord } from '@app/messaging';

export function toDeadLetterResponse(record: DeadLetterRecord): DeadLetterResponse {
  return {
    id: record.id,
    eventId: record.eventId,
    eventName: record.eventName,
    handler: record.handler,
    error: record.error,
    attempts: record.attempts,
    failedAt: record.failedAt.toISOString(),
    status: record.replayedAt === null ? 'parked' : 'replayed',
    replayedAt: record.replayedAt?.toISOString() ?? null,
    replayedBy: record.replayedBy,
  };
}
