import { z } from 'zod';

/** A subscription's life (spec 001 section 4): pending until paid, active for a year, then expired. */
export const subscriptionStatusSchema = z.enum(['pending', 'active', 'expired', 'failed']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** How payments are taken (shared DECISIONS: payments): real Stripe with keys, else the offline test mode. */
export const paymentModeSchema = z.enum(['stripe', 'offline']);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/** GET /api/get-or-create-subscription: what the payment form needs to take the owner's pending payment. */
export const subscriptionIntentResponseSchema = z.object({
  subscriptionId: z.number().int().positive(),
  clientSecret: z.string(),
  /** Decimal string in whole units of `currency`, for example "200.00". */
  amount: z.string(),
  currency: z.string().length(3),
  mode: paymentModeSchema,
  /** Stripe's publishable key; only in mode 'stripe'. */
  publishableKey: z.string().optional(),
});
export type SubscriptionIntentResponse = z.infer<typeof subscriptionIntentResponseSchema>;

/** GET /api/subscription: the owner's current subscription, or null when they never started one. */
export const subscriptionResponseSchema = z.object({
  id: z.number().int().positive(),
  status: subscriptionStatusSchema,
  amount: z.string(),
  currency: z.string().length(3),
  startDate: z.string().datetime().nullable(),
  endDate: z.string().datetime().nullable(),
  /** Active and in its last 30 days: the owner may pay the next year now, which starts at `endDate`. */
  renewable: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
