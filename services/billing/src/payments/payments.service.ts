import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { EntityManager } from 'typeorm';
import { EventActor } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { Clock } from '@app/service-kit';
import { returnedRows } from '@app/database';
import { issueReceipt } from '../receipts/issue-receipt';
import { toReceiptIssued } from '../receipts/receipt.mapper';
import { SubscriptionRow } from '../subscriptions/subscription.row';

/** The reason shown when a failed payment came without a message from the provider. */
export const UNKNOWN_FAILURE_REASON = 'Payment failed';

function chargeIdOf(intent: Stripe.PaymentIntent): string | null {
  const fromError = intent.last_payment_error?.charge;
  if (fromError) return fromError;
  const latest = intent.latest_charge;
  if (!latest) return null;
  return typeof latest === 'string' ? latest : latest.id;
}

function minorToDecimal(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

function ownerActor(userId: number): EventActor {
  return { id: userId, role: 'shop_owner' };
}

/**
 * The effects of Stripe's PaymentIntent events on subscriptions, run inside the webhook's transaction (beside the
 * processed-event mark), each publishing its events through the outbox in that same transaction.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  /**
   * payment_intent.succeeded: the payment is recorded and the subscription becomes active for one year, from now or,
   * when the owner pays while a plan is still running (the renewal window), from that plan's end date. Its receipt
   * is issued in the same transaction (receipt.issued tells identity to mail it).
   */
  async recordSuccess(manager: EntityManager, intent: Stripe.PaymentIntent, eventId: string): Promise<void> {
    const subscription = await this.lockSubscriptionOf(manager, intent);
    if (!subscription) return;
    if (subscription.status === 'active' || subscription.status === 'expired') {
      // A PaymentIntent succeeds once: another success event for it is a resend, not a second payment.
      this.logger.warn(`Subscription ${subscription.id} was already paid; event ${eventId} changes nothing`);
      return;
    }
    const paymentId = chargeIdOf(intent) ?? `${intent.id}:${eventId}`;
    const amount = minorToDecimal(intent.amount_received || intent.amount);
    const currency = intent.currency.toUpperCase();
    const recorded = returnedRows<{ id: number }>(
      await manager.query(
        `INSERT INTO billing.payments (subscription_id, provider_payment_id, amount, currency, status)
         VALUES ($1, $2, $3, $4, 'succeeded') ON CONFLICT (provider_payment_id) DO NOTHING RETURNING id`,
        [subscription.id, paymentId, amount, currency],
      ),
    );
    if (recorded.length === 0) {
      this.logger.warn(`Payment ${paymentId} of subscription ${subscription.id} was already recorded`);
      return;
    }
    if (amount !== subscription.amount || currency !== subscription.currency) {
      this.logger.warn(
        `Payment ${paymentId} of ${amount} ${currency} differs from subscription ${subscription.id} (${subscription.amount} ${subscription.currency})`,
      );
    }
    const actor = ownerActor(subscription.user_id);
    const now = this.clock.now();
    const [activated] = returnedRows<SubscriptionRow>(
      await manager.query(
        `WITH period AS (
           SELECT GREATEST($2::timestamptz, (SELECT max(end_date) FROM billing.subscriptions
             WHERE user_id = $3 AND status = 'active' AND id <> $1)) AS starts
         )
         UPDATE billing.subscriptions
         SET status = 'active', start_date = period.starts, end_date = period.starts + interval '1 year',
           updated_at = now()
         FROM period WHERE id = $1 RETURNING billing.subscriptions.*`,
        [subscription.id, now, subscription.user_id],
      ),
    );
    await this.outbox.publish(
      manager,
      'subscription.activated',
      {
        subscriptionId: activated.id,
        userId: activated.user_id,
        startDate: new Date(activated.start_date as Date).toISOString(),
        endDate: new Date(activated.end_date as Date).toISOString(),
        amount: activated.amount,
        currency: activated.currency,
      },
      actor,
    );
    this.logger.log(`Subscription ${activated.id} of owner ${activated.user_id} is active after payment ${paymentId}`);
    const receipt = await issueReceipt(manager, {
      paymentId: recorded[0].id,
      paymentReference: paymentId,
      amount,
      currency,
      issuedAt: now,
      subscription: activated,
    });
    await this.outbox.publish(manager, 'receipt.issued', toReceiptIssued(receipt), actor);
    await this.outbox.publish(
      manager,
      'payment.succeeded',
      { paymentId, subscriptionId: subscription.id, userId: subscription.user_id, amount, currency },
      actor,
    );
  }

  /** payment_intent.payment_failed: the failure is recorded; the subscription stays pending, payable again. */
  async recordFailure(manager: EntityManager, intent: Stripe.PaymentIntent, eventId: string): Promise<void> {
    const subscription = await this.lockSubscriptionOf(manager, intent);
    if (!subscription) return;
    const paymentId = chargeIdOf(intent) ?? `${intent.id}:${eventId}`;
    const reason = (intent.last_payment_error?.message ?? UNKNOWN_FAILURE_REASON).slice(0, 1000);
    const recorded = returnedRows<{ id: number }>(
      await manager.query(
        `INSERT INTO billing.payments (subscription_id, provider_payment_id, amount, currency, status, failure_reason)
         VALUES ($1, $2, $3, $4, 'failed', $5) ON CONFLICT (provider_payment_id) DO NOTHING RETURNING id`,
        [subscription.id, paymentId, minorToDecimal(intent.amount), intent.currency.toUpperCase(), reason],
      ),
    );
    if (recorded.length === 0) return;
    await this.outbox.publish(
      manager,
      'payment.failed',
      { paymentId, subscriptionId: subscription.id, userId: subscription.user_id, reason },
      ownerActor(subscription.user_id),
    );
    this.logger.log(`Payment ${paymentId} of subscription ${subscription.id} failed: ${reason}`);
  }

  /** payment_intent.canceled: a pending subscription can no longer be paid; the next visit starts a new one. */
  async recordCancellation(manager: EntityManager, intent: Stripe.PaymentIntent): Promise<void> {
    await manager.query(
      `UPDATE billing.subscriptions SET status = 'failed', updated_at = now()
       WHERE stripe_payment_intent_id = $1 AND status = 'pending'`,
      [intent.id],
    );
  }

  private async lockSubscriptionOf(
    manager: EntityManager,
    intent: Stripe.PaymentIntent,
  ): Promise<SubscriptionRow | undefined> {
    const [row] = (await manager.query(
      'SELECT * FROM billing.subscriptions WHERE stripe_payment_intent_id = $1 FOR UPDATE',
      [intent.id],
    )) as SubscriptionRow[];
    if (!row) this.logger.warn(`No subscription has PaymentIntent ${intent.id}; the event is acknowledged and ignored`);
    return row;
  }
}
