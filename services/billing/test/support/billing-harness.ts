import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { billingService } from '@app/billing';
import { Env } from '@app/config';
import { startServiceHarness } from '@app/testing';

/** The secret the harness's offline mode signs with, so a test can sign (or forge) events itself. */
export const OFFLINE_SECRET = 'whsec_offline_integration_test_secret';

/** The billing app on a fresh database with the in-process bus, in the offline test mode unless `env` says. */
export function startBillingHarness(label: string, env: Env = {}) {
  return startServiceHarness({
    service: billingService,
    schema: 'billing',
    label,
    env: { OFFLINE_WEBHOOK_SECRET: OFFLINE_SECRET, ...env },
  });
}

export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;

/** Posts a payload to the webhook with a `Stripe-Signature` made with `secret`. */
export function postWebhook(billing: BillingHarness, payload: string, secret: string) {
  return billing
    .http()
    .post('/api/billing/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
    .send(payload);
}

/** A Stripe-shaped PaymentIntent event as Stripe would send it. */
export function intentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intentId: string,
  options: { eventId?: string; chargeId?: string; amount?: number; message?: string } = {},
): string {
  const chargeId = options.chargeId ?? `ch_${randomBytes(8).toString('hex')}`;
  const amount = options.amount ?? 20000;
  return JSON.stringify({
    id: options.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        currency: 'eur',
        latest_charge: chargeId,
        last_payment_error:
          type === 'payment_intent.succeeded'
            ? null
            : {
                type: 'card_error',
                code: 'card_declined',
                message: options.message ?? 'Your card was declined.',
                charge: chargeId,
              },
      },
    },
  });
}
