import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { PaymentMode } from '@app/contracts';
import { BillingConfig, offlineWebhookSecretOf, paymentModeOf } from '../billing.config';
import { BillingErrorCode, BillingException } from '../billing.exception';
import { BILLING_CONFIG } from '../config/billing-config.module';

/** A PaymentIntent as billing keeps it: Stripe's id and the secret the browser confirms it with. */
export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface IntentRequest {
  subscriptionId: number;
  userId: number;
  /** In the smallest currency unit (20000 for 200 EUR). */
  amountMinor: number;
  currency: string;
}

/** How far a signed event's timestamp may be from now (Stripe's default tolerance). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The payment provider (shared DECISIONS: payments). With STRIPE_SECRET_KEY it is Stripe: PaymentIntents are
 * created there and webhooks are verified with STRIPE_WEBHOOK_SECRET. Without it, the offline test mode: intents
 * are made up locally and events are signed here with the offline secret, in Stripe's own `Stripe-Signature`
 * format, so both modes share the webhook code path.
 */
@Injectable()
export class PaymentProvider {
  private readonly logger = new Logger(PaymentProvider.name);
  readonly mode: PaymentMode;
  private readonly stripe: Stripe | null;
  private readonly webhookSecret: string;

  constructor(@Inject(BILLING_CONFIG) private readonly config: BillingConfig) {
    this.mode = paymentModeOf(config);
    this.stripe = config.STRIPE_SECRET_KEY ? new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2 }) : null;
    this.webhookSecret = this.mode === 'stripe' ? (config.STRIPE_WEBHOOK_SECRET ?? '') : offlineWebhookSecretOf(config);
    if (this.mode === 'offline' && config.NODE_ENV === 'production') {
      this.logger.warn(
        'Payments are in the offline test mode in production (ALLOW_OFFLINE_PAYMENTS=true): no money is taken ' +
          'and the subscription page says so',
      );
    }
  }

  get publishableKey(): string | undefined {
    return this.mode === 'stripe' ? this.config.STRIPE_PUBLISHABLE_KEY : undefined;
  }

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    if (!this.stripe) {
      const id = `pi_offline_${randomBytes(12).toString('hex')}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: 'Shop Owner Plan (one year)',
          metadata: { subscriptionId: String(request.subscriptionId), userId: String(request.userId) },
        },
        // A retried request for the same subscription gets the same intent back.
        { idempotencyKey: `billing-subscription-${request.subscriptionId}` },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      this.logger.error(
        { err: error },
        `Stripe refused a PaymentIntent for subscription ${request.subscriptionId}: ${(error as Error).message}`,
      );
      throw new BillingException(BillingErrorCode.PaymentProviderUnavailable);
    }
  }

  /** Checks the `Stripe-Signature` header over the exact bytes received and parses the event. */
  verifyEvent(payload: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!payload || !signature) throw new BillingException(BillingErrorCode.InvalidSignature);
    try {
      return Stripe.webhooks.constructEvent(payload, signature, this.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new BillingException(BillingErrorCode.InvalidSignature);
      }
      throw new BillingException(BillingErrorCode.InvalidWebhookPayload);
    }
  }

  /** Offline test mode only: the `Stripe-Signature` header Stripe would send with this payload. */
  signOffline(payload: string): string {
    if (this.mode !== 'offline') throw new BillingException(BillingErrorCode.OfflineModeDisabled);
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
  }
}
