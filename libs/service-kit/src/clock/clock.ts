import { Logger } from '@nestjs/common';

/**
 * The time "now" of a service's rules (subscription end dates, reminders). Production reads the system clock and
 * nothing can move it. Outside production a test may set the instant the clock reads (in-process with `set`, across
 * processes with PUT /internal/test-clock); the clock keeps running from there, so timers still see time pass.
 * Every service gets one from ServiceCoreModule.
 */
export class Clock {
  private readonly logger = new Logger(Clock.name);
  private offsetMs = 0;
  private frozenAt: number | undefined;

  constructor(private readonly settable: boolean) {}

  /** Whether tests may set this clock (never in production). */
  get isSettable(): boolean {
    return this.settable;
  }

  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }

  /**
   * Tests only: the clock reads `instant` now and runs on from it (or stands still at it, `frozen`); null goes back
   * to the system clock.
   */
  set(instant: Date | null, options: { frozen?: boolean } = {}): Date {
    if (!this.settable) throw new Error('The clock cannot be set in production');
    this.offsetMs = instant === null ? 0 : instant.getTime() - Date.now();
    this.frozenAt = instant !== null && options.frozen ? instant.getTime() : undefined;
    this.logger.warn(`Test clock set to ${this.now().toISOString()}`);
    return this.now();
  }
}
