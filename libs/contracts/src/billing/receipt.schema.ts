import { z } from 'zod';

/** The plan a receipt is for (spec 001 section 9: the one yearly plan). */
export const SHOP_OWNER_PLAN_NAME = 'Shop Owner Plan';

/** A receipt's number: R-<year of issue>-<sequence within that year, six digits>, e.g. R-2026-000123. */
export const receiptNumberSchema = z.string().regex(/^R-\d{4}-\d{6,}$/);

/** GET /api/billing/receipts: one receipt of the caller's payments (the PDF is at /api/billing/receipts/{id}/pdf). */
export const receiptResponseSchema = z.object({
  id: z.number().int().positive(),
  number: receiptNumberSchema,
  issuedAt: z.string().datetime(),
  ownerName: z.string(),
  ownerEmail: z.string().nullable(),
  plan: z.string(),
  periodStart: z.string().datetime(),
  periodEnd: z.string().datetime(),
  /** Decimal string in whole units of `currency`, for example "200.00". */
  amount: z.string(),
  currency: z.string().length(3),
  /** The provider's reference of the payment (Stripe's charge id, or the offline test mode's). */
  paymentReference: z.string(),
});
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>;
