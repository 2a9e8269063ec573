import { z } from 'zod';

const money = { amount: z.string(), currency: z.string().length(3) };

export const billingEvents = {
  'subscription.activated': z.object({
    subscriptionId: z.number().int().positive(),
    userId: z.number().int().positive(),
    startDate: z.string().datetime(),
    endDate: z.string().datetime(),
    ...money,
  }),
  'subscription.expired': z.object({
    subscriptionId: z.number().int().positive(),
    userId: z.number().int().positive(),
  }),
  'payment.succeeded': z.object({
    paymentId: z.string(),
    subscriptionId: z.number().int().positive(),
    userId: z.number().int().positive(),
    ...money,
  }),
  'payment.failed': z.object({
    paymentId: z.string(),
    subscriptionId: z.number().int().positive(),
    userId: z.number().int().positive(),
    reason: z.string(),
  }),
  /** A successful payment's receipt was issued; identity mails it to the owner. */
  'receipt.issued': z.object({
    receiptId: z.number().int().positive(),
    number: z.string(),
    userId: z.number().int().positive(),
    subscriptionId: z.number().int().positive(),
    plan: z.string(),
    issuedAt: z.string().datetime(),
    periodStart: z.string().datetime(),
    periodEnd: z.string().datetime(),
    paymentReference: z.string(),
    ...money,
  }),
  /**
   * The owner is to be reminded of the end of a subscription (each kind once per subscription and end date); identity mails
   * it to the owner. `ends_today` is sent on the end date's day.
   */
  'subscription.reminded': z.object({
    subscriptionId: z.number().int().positive(),
    userId: z.number().int().positive(),
    kind: z.enum(['ends_in_30_days', 'ends_in_7_days', 'ends_today']),
    endDate: z.string().datetime(),
  }),
} as const;
