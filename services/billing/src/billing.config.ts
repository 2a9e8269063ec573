import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { isTimeZone } from '@app/config';
import { serviceConfigShape } from '@app/service-kit';

const optionalSecret = (prefix: RegExp, message: string, description: string) =>
  z.string().trim().regex(prefix, message).optional().describe(description);

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;

/** Production without Stripe keys would list shops for free: it takes an explicit ALLOW_OFFLINE_PAYMENTS=true. */
const OFFLINE_IN_PRODUCTION_MESSAGE =
  'is required in production (without Stripe keys no money is taken); ' +
  'set ALLOW_OFFLINE_PAYMENTS=true to run the offline test mode on purpose';

export const billingConfigSchema = z
  .object({
    ...serviceConfigShape(3105),
    STRIPE_SECRET_KEY: optionalSecret(
      /^(sk|rk)_/,
      'must be a Stripe secret key (sk_... or rk_...)',
      'Stripe secret key; with it (and the webhook secret) payments go to Stripe, without it the offline test mode',
    ),
    STRIPE_WEBHOOK_SECRET: optionalSecret(
      /^whsec_/,
      'must be a Stripe webhook signing secret (whsec_...)',
      'Signing secret of the Stripe webhook endpoint /api/billing/webhook (needed with STRIPE_SECRET_KEY)',
    ),
    STRIPE_PUBLISHABLE_KEY: optionalSecret(
      /^pk_/,
      'must be a Stripe publishable key (pk_...)',
      "Stripe publishable key handed to the browser's Payment Element (needed with STRIPE_SECRET_KEY)",
    ),
    ALLOW_OFFLINE_PAYMENTS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true')
      .describe(
        'true lets billing run the offline test mode (no money is taken) in production without Stripe keys; ' +
          'the subscription page then says payments are in test mode',
      ),
    CURRENCY: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code such as EUR')
      .transform((value) => value.toUpperCase())
      .default('EUR')
      .describe('Currency of the listing fee (shared DECISIONS: one configured currency, default EUR)'),
    LISTING_FEE: z.coerce
      .number()
      .positive()
      .max(99_999_999)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals')
      .default(200)
      .describe('Yearly listing fee of the Shop Owner Plan, in units of CURRENCY (spec 001 section 9: 200)'),
    OFFLINE_WEBHOOK_SECRET: z
      .string()
      .min(16, 'must be at least 16 characters')
      .optional()
      .describe('Signing secret of the offline test mode events; derived from INTERNAL_SECRET when unset'),
    EXPIRY_CHECK_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(60 * 60 * 1000)
      .describe(
        'How often end-of-plan reminders are sent and subscriptions past their end date expired (default hourly; ' +
          'reads expire too)',
      ),
    TIME_ZONE: z
      .string()
      .default('Europe/Dublin')
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/Dublin')
      .describe('Time zone of the days reminders count and receipts print (30 and 7 days before, the end day)'),
  })
  .superRefine((config, context) => {
    if (!config.STRIPE_SECRET_KEY) {
      if (config.NODE_ENV !== 'production' || config.ALLOW_OFFLINE_PAYMENTS) return;
      for (const name of STRIPE_VARIABLES) {
        if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: OFFLINE_IN_PRODUCTION_MESSAGE });
      }
      return;
    }
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (!config[name])
        context.addIssue({ code: 'custom', path: [name], message: 'is required with STRIPE_SECRET_KEY' });
    }
  });
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** 'stripe' with a Stripe secret key, otherwise the offline test mode (shared DECISIONS: payments). */
export function paymentModeOf(config: BillingConfig): 'stripe' | 'offline' {
  return config.STRIPE_SECRET_KEY ? 'stripe' : 'offline';
}

/** The secret offline events are signed with: configured, or derived from the internal secret (never sent out). */
export function offlineWebhookSecretOf(config: BillingConfig): string {
  if (config.OFFLINE_WEBHOOK_SECRET) return config.OFFLINE_WEBHOOK_SECRET;
  return `whsec_offline_${createHmac('sha256', config.INTERNAL_SECRET).update('billing offline webhook').digest('hex')}`;
}

/** The listing fee in the smallest currency unit, as Stripe counts it (20000 cents for 200 EUR). */
export function listingFeeMinorUnits(config: BillingConfig): number {
  return Math.round(config.LISTING_FEE * 100);
}
