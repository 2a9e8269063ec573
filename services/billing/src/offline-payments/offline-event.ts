import { randomBytes } from 'node:crypto';
import { OfflineCardOutcome } from './offline-card';

export interface OfflineIntent {
  id: string;
  clientSecret: string;
  amountMinor: number;
  currency: string;
  subscriptionId: number;
  userId: number;
}

/** The API version the offline events claim, so they read like Stripe's. */
const OFFLINE_API_VERSION = '2025-10-29.clover';

function offlineId(prefix: string): string {
  return `${prefix}_offline_${randomBytes(12).toString('hex')}`;
}

/**
 * The event Stripe would send for the card's outcome: payment_intent.succeeded or payment_intent.payment_failed,
 * with the PaymentIntent fields billing reads (id, amounts, currency, latest charge, last payment error).
 */
export function offlinePaymentEvent(intent: OfflineIntent, outcome: OfflineCardOutcome, now: Date = new Date()) {
  const chargeId = offlineId('ch');
  const succeeded = outcome.kind === 'succeeded';
  return {
    id: offlineId('evt'),
    object: 'event',
    api_version: OFFLINE_API_VERSION,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amountMinor,
        amount_received: succeeded ? intent.amountMinor : 0,
        currency: intent.currency.toLowerCase(),
        client_secret: intent.clientSecret,
        status: succeeded ? 'succeeded' : 'requires_payment_method',
        latest_charge: chargeId,
        livemode: false,
        metadata: { subscriptionId: String(intent.subscriptionId), userId: String(intent.userId) },
        last_payment_error: succeeded
          ? null
          : {
              type: 'card_error',
              code: outcome.code,
              decline_code: outcome.declineCode,
              message: outcome.message,
              charge: chargeId,
            },
      },
    },
  };
}
