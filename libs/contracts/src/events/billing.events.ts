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
} as const;
