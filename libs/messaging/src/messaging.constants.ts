/**
 * Every broker name the messaging library uses, in one place.
 *
 * RENAMING ANY OF THESE NEEDS A BROKER MIGRATION: exchanges, queues and bindings are durable and outlive a
 * deploy. Changing a name (or a queue argument such as the queue type or a dead-letter target) makes the new code
 * declare fresh objects while messages still sit in the old ones, and RabbitMQ refuses to redeclare a queue with
 * different arguments (PRECONDITION_FAILED). Move or drain the old objects in a script before deploying a rename.
 */

/** Handlings of one message before it is parked in the dead-letter queue (first try included). */
export const MAX_ATTEMPTS = 5;

/** Wait before retry n (index n - 1); the last value repeats. Tests pass shorter ones (`retryDelaysMs`). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000];

/** The one topic exchange; routing key = event name. */
export const EVENTS_EXCHANGE = 'marketplace.events';
export const EVENTS_EXCHANGE_TYPE = 'topic';

/** Every queue is a quorum queue (replicated when RabbitMQ is clustered). */
export const QUEUE_TYPE = 'quorum';

export const DEAD_LETTER_SUFFIX = '.dead-letter';
export const RETRY_SUFFIX = '.retry';

/** Message headers the consumer writes. */
export const HEADERS = {
  /** Failed handlings so far. */
  attempts: 'x-attempts',
  lastError: 'x-last-error',
  failedHandlers: 'x-failed-handlers',
  service: 'x-service',
  /** On a dead-letter replay: the id of the dead_letter_events row it comes from. */
  replayOf: 'x-replay-of',
} as const;

/** Relay and consumer defaults. */
export const DEFAULT_RELAY_INTERVAL_MS = 500;
export const DEFAULT_RELAY_BATCH_SIZE = 100;
/**
 * How long the relay waits before its next pass when commits woke it while it was relaying (a steady stream of
 * events): the rows of that time go in one pass, not a pass each (docs/decisions.md, the relay's passes).
 */
export const DEFAULT_RELAY_COALESCE_MS = 5;
export const DEFAULT_PUBLISH_TIMEOUT_MS = 5_000;
export const DEFAULT_PREFETCH = 50;
/** Deliveries of one queue handled in one transaction at most, and such batches of one consumer at once. */
export const DEFAULT_BATCH_SIZE = 25;
export const DEFAULT_CONCURRENT_BATCHES = 2;
export const DEFAULT_RECONNECT_SECONDS = 2;
export const DEFAULT_HEARTBEAT_SECONDS = 5;
/** Published outbox rows are deleted after this long. */
export const DEFAULT_OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** The relay vacuums its outbox once it has marked or deleted this many rows since it last did (0: never). */
export const DEFAULT_RELAY_VACUUM_AFTER_ROWS = 20_000;

export function exchangeName(namespace: string): string {
  return `${namespace}${EVENTS_EXCHANGE}`;
}

export interface ServiceQueueNames {
  /** Durable queue the service consumes, bound once per consumed event name. */
  main: string;
  /** Parked messages with their last error, for an operator. */
  deadLetter: string;
  /**
   * One retry queue per attempt number (1 .. MAX_ATTEMPTS - 1). A message waits there for its per-message
   * expiration and then dead-letters back to `main`. One queue per attempt number keeps every message in a queue
   * on the same delay, so a long wait never holds up a shorter one behind it (expiry happens at the queue head).
   */
  retries: string[];
}

export function serviceQueueNames(namespace: string, service: string): ServiceQueueNames {
  const main = `${namespace}${service}`;
  return {
    main,
    deadLetter: `${main}${DEAD_LETTER_SUFFIX}`,
    retries: Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => `${main}${RETRY_SUFFIX}.${index + 1}`),
  };
}

/** The wait after the given failed attempt (1-based). */
export function retryDelayMs(delays: readonly number[], failedAttempt: number): number {
  const list = delays.length > 0 ? delays : DEFAULT_RETRY_DELAYS_MS;
  return list[Math.min(Math.max(failedAttempt, 1), list.length) - 1];
}
