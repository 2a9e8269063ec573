import { z } from 'zod';

/**
 * PUT /internal/test-clock (tests only, never in production): the instant the service's clock should read now,
 * from which it keeps running (or where it stands, `frozen`); null puts it back on the system clock.
 */
export const testClockSchema = z.object({
  now: z.string().datetime({ offset: true, message: 'now must be an ISO 8601 instant' }).nullable(),
  /** The clock stands still at `now` instead of running on from it. */
  frozen: z.boolean().optional(),
});
export type TestClockInput = z.infer<typeof testClockSchema>;
export type TestClockResponse = { now: string };
