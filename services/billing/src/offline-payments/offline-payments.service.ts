import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RequestIdentity } from '@app/auth-context';
import { OfflinePaymentInput, OfflinePaymentResponse } from '@app/contracts';
import { BillingErrorCode, BillingException, PaymentDeclinedException } from '../billing.exception';
import { PaymentProvider } from '../payments/payment-provider';
import { UNKNOWN_FAILURE_REASON } from '../payments/payments.service';
import { SubscriptionRow } from '../subscriptions/subscription.row';
import { requireUser } from '../subscriptions/subscriptions.service';
import { WebhooksService } from '../webhooks/webhooks.service';
import { offlineCardOutcome } from './offline-card';
import { offlinePaymentEvent } from './offline-event';

/**
 * The offline test mode's card payment (shared DECISIONS: payments): it decides the card's outcome, builds the
 * event Stripe would send, signs it with the offline secret and hands the signed bytes to the webhook service,
 * so an offline payment changes nothing that a real Stripe webhook would not.
 */
@Injectable()
export class OfflinePaymentsService {
  private readonly logger = new Logger(OfflinePaymentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly webhooks: WebhooksService,
  ) {}

  async pay(identity: RequestIdentity, input: OfflinePaymentInput): Promise<OfflinePaymentResponse> {
    if (this.provider.mode !== 'offline') throw new BillingException(BillingErrorCode.OfflineModeDisabled);
    const userId = requireUser(identity);
    const [subscription] = (await this.dataSource.query(
      'SELECT * FROM billing.subscriptions WHERE id = $1 AND user_id = $2',
      [input.subscriptionId, userId],
    )) as SubscriptionRow[];
    if (!subscription) throw new BillingException(BillingErrorCode.SubscriptionNotFound);
    if (subscription.status === 'active') throw new BillingException(BillingErrorCode.AlreadySubscribed);
    if (subscription.status !== 'pending' || !subscription.stripe_payment_intent_id || !subscription.client_secret) {
      throw new BillingException(BillingErrorCode.SubscriptionNotPayable);
    }

    const outcome = offlineCardOutcome(input.cardNumber);
    const event = offlinePaymentEvent(
      {
        id: subscription.stripe_payment_intent_id,
        clientSecret: subscription.client_secret,
        amountMinor: Math.round(Number(subscription.amount) * 100),
        currency: subscription.currency,
        subscriptionId: subscription.id,
        userId,
      },
      outcome,
    );
    const payload = JSON.stringify(event);
    await this.webhooks.handle(Buffer.from(payload, 'utf8'), this.provider.signOffline(payload));
    this.logger.log(`Offline payment of subscription ${subscription.id}: ${event.type} (event ${event.id})`);

    if (outcome.kind === 'declined') throw new PaymentDeclinedException(outcome.message || UNKNOWN_FAILURE_REASON);
    const [after] = (await this.dataSource.query('SELECT status FROM billing.subscriptions WHERE id = $1', [
      subscription.id,
    ])) as Array<Pick<SubscriptionRow, 'status'>>;
    if (after?.status !== 'active') throw new BillingException(BillingErrorCode.SubscriptionNotPayable);
    return { status: 'succeeded' };
  }
}
