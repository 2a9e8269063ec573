import type { Logger } from '@nestjs/common';

/**
 * Logs a recurring problem (a service or Redis down) at most once per interval, saying how many times it
 * happened since the last line, so an outage writes one line a minute instead of one per request.
 */
export class ThrottledWarning {
  private lastLoggedAt = Number.NEGATIVE_INFINITY;
  private suppressed = 0;

  constructor(
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly intervalMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  warn(message: string, error?: unknown): void {
    const now = this.now();
    if (now - this.lastLoggedAt < this.intervalMs) {
      this.suppressed += 1;
      return;
    }
    const repeated = this.suppressed > 0 ? ` (${this.suppressed} more since the last warning)` : '';
    this.lastLoggedAt = now;
    this.suppressed = 0;
    const reason = error instanceof Error ? `: ${error.message}` : '';
    this.logger.warn(`${message}${reason}${repeated}`);
  }
}
