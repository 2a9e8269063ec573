import { z } from 'zod';

/** Who caused an event. Admin actions also carry the reason, so admin-audit can write the admin log. */
export const eventActorSchema = z.object({
  id: z.number().int().positive().optional(),
  role: z.enum(['customer', 'shop_owner', 'admin', 'guest', 'system']),
  name: z.string().max(200).optional(),
  email: z.string().max(200).optional(),
  ip: z.string().max(100).optional(),
  userAgent: z.string().max(500).optional(),
  reason: z.string().max(1000).optional(),
});
export type EventActor = z.infer<typeof eventActorSchema>;

/** The envelope every event travels in, on the broker and in the in-process bus alike. */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  name: z.string().min(3).max(100),
  occurredAt: z.string().datetime(),
  actor: eventActorSchema.optional(),
  payload: z.unknown(),
});
export type EventEnvelopeBase = z.infer<typeof eventEnvelopeSchema>;
