import { z } from 'zod';
import { MAX_ROW_ID } from '../common/row-id';

/** Digits only: the card form lets people type spaces or dashes between the groups. */
function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The expiry 'MM/YY' is this month or later. */
export function expiryIsCurrent(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** Test cards of the offline mode (shared DECISIONS: payments). */
export const OFFLINE_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/**
 * POST /api/billing/offline-payments, only in the offline test mode: the card form's fields. The messages are
 * Stripe's own for the same mistakes, so both modes read alike.
 */
export const offlinePaymentSchema = z.object({
  subscriptionId: z.coerce
    .number()
    .int()
    .positive('Subscription is required')
    .max(MAX_ROW_ID, 'Subscription is required'),
  cardNumber: z
    .string({ required_error: 'Your card number is incomplete.' })
    .transform(digitsOf)
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'Your card number is incomplete.')
        .refine(passesLuhn, 'Your card number is invalid.'),
    ),
  expiry: z
    .string({ required_error: "Your card's expiration date is incomplete." })
    .trim()
    .regex(/^\d{2}\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete.")
    .pipe(z.string().refine((value) => expiryIsCurrent(value), "Your card's expiration date is in the past.")),
  cvc: z
    .string({ required_error: "Your card's security code is incomplete." })
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type OfflinePaymentRequest = z.input<typeof offlinePaymentSchema>;
export type OfflinePaymentInput = z.infer<typeof offlinePaymentSchema>;

/** The answer of a paid offline payment; a declined card answers 402 with the decline message instead. */
export const offlinePaymentResponseSchema = z.object({ status: z.literal('succeeded') });
export type OfflinePaymentResponse = z.infer<typeof offlinePaymentResponseSchema>;

/** POST /api/billing/webhook: Stripe's acknowledgement; a replayed event is marked duplicate and has no effect. */
export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
