import { z } from 'zod';

/**
 * Events a service could not handle after every attempt, parked for an admin (GET and POST
 * /api/admin/dead-letters/<service>...). The owning service answers; the gateway routes by the service segment.
 */

/** The services that consume events and so can park them; the path segment after /api/admin/dead-letters/. */
export const deadLetterServiceSchema = z.enum(['identity', 'catalog', 'reviews', 'chat', 'billing', 'admin-audit']);
export type DeadLetterService = z.infer<typeof deadLetterServiceSchema>;

/** GET ...?status=parked|replayed|all (default all). */
export const deadLettersQuerySchema = z.object({
  status: z
    .enum(['parked', 'replayed', 'all'], { errorMap: () => ({ message: 'status must be parked, replayed or all' }) })
    .default('all'),
});
export type DeadLettersQuery = z.infer<typeof deadLettersQuerySchema>;

/** The `:id` of POST .../:id/replay. */
export const deadLetterIdSchema = z.string().uuid('Dead letter id must be a UUID');

export const deadLetterResponseSchema = z.object({
  id: z.string().uuid(),
  eventId: z.string().uuid().nullable(),
  eventName: z.string().nullable(),
  /** Class names of the handlers that failed, comma-separated. */
  handler: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int().min(1),
  failedAt: z.string().datetime(),
  /** `parked` until an admin replays it; replayed rows stay listed, marked with when and by whom. */
  status: z.enum(['parked', 'replayed']),
  replayedAt: z.string().datetime().nullable(),
  replayedBy: z.number().int().positive().nullable(),
});
export type DeadLetterResponse = z.infer<typeof deadLetterResponseSchema>;

/** GET: newest first, at most 200. */
export const deadLettersResponseSchema = z.array(deadLetterResponseSchema);
export type DeadLettersResponse = z.infer<typeof deadLettersResponseSchema>;

/** POST .../:id/replay: the row as it is after the replay. */
export const deadLetterReplayResponseSchema = deadLetterResponseSchema;
export type DeadLetterReplayResponse = z.infer<typeof deadLetterReplayResponseSchema>;
