/**
 * A message that can never succeed (not JSON, not an envelope, a payload its schema refuses): it goes to the
 * dead-letter queue at once instead of being retried.
 */
export class PoisonMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoisonMessageError';
  }
}

/** One or more handlers of a message failed; the message is retried (or dead-lettered when `poison`). */
export class EventHandlingError extends Error {
  constructor(
    readonly eventId: string,
    readonly handlers: string[],
    readonly causes: unknown[],
    readonly poison = false,
  ) {
    super(`${handlers.join(', ')} failed on event ${eventId}: ${causes.map(describeError).join('; ')}`);
    this.name = 'EventHandlingError';
  }
}

export function isPoison(error: unknown): boolean {
  return error instanceof PoisonMessageError || (error instanceof EventHandlingError && error.poison);
}

export function failedHandlersOf(error: unknown): string[] {
  return error instanceof EventHandlingError ? error.handlers : [];
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
