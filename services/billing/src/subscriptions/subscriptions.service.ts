import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isSignedIn, RequestIdentity } from '@app/auth-context';
import { SubscriptionIntentResponse, SubscriptionResponse } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { Clock } from '@app/service-kit';
import { returnedRows } from '@app/database';
import { BillingConfig, listingFeeMinorUnits } from '../billing.config';
import { BillingErrorCode, BillingException } from '../billing.exception';
import { BILLING_CONFIG } from '../config/billing-config.module';
import { PaymentProvider } from '../payments/payment-provider';
import { toSubscriptionIntentResponse, toSubscriptionResponse } from './subscription.mapper';
import { SubscriptionRow } from './subscription.row';

/** How many days before the end date an owner may pay the next year, which then starts at that end date. */
export const RENEWAL_WINDOW_DAYS = 30;

/**
 * The owner's Shop Owner Plan: the pending subscription the payment form pays (created once, whatever the number
 * of clicks), the current subscription, and the expiry of those past their end date.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /**
   * The owner's pending subscription with its client secret, created (with its PaymentIntent) on the first call.
   * The partial unique index lets only one pending row exist; the row lock makes the second of two simultaneous
   * calls wait for the first one's intent instead of creating its own. An owner already subscribed gets 409, unless
   * their plan ends within RENEWAL_WINDOW_DAYS: then the new subscription renews it from its end date.
   */
  async getOrCreate(identity: RequestIdentity): Promise<SubscriptionIntentResponse> {
    const userId = requireUser(identity);
    await this.expireDue(userId);
    const row = await this.dataSource.transaction(async (manager) => {
      const active: unknown[] = await manager.query(
        `SELECT 1 FROM billing.subscriptions
         WHERE user_id = $1 AND status = 'active' AND end_date > $2::timestamptz + make_interval(days => $3) LIMIT 1`,
        [userId, this.clock.now(), RENEWAL_WINDOW_DAYS],
      );
      if (active.length > 0) throw new BillingException(BillingErrorCode.AlreadySubscribed);
      await manager.query(
        `INSERT INTO billing.subscriptions (user_id, amount, currency) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING`,
        [userId, this.config.LISTING_FEE.toFixed(2), this.config.CURRENCY],
      );
      // The owner's name and e-mail as they are now, for the receipt the payment issues (webhooks carry no person).
      const [pending] = returnedRows<SubscriptionRow>(
        await manager.query(
          `UPDATE billing.subscriptions SET owner_name = $2, owner_email = $3
           WHERE user_id = $1 AND status = 'pending' RETURNING *`,
          [userId, identity.name?.slice(0, 200) ?? null, identity.email?.slice(0, 320) ?? null],
        ),
      );
      if (pending.stripe_payment_intent_id && pending.client_secret) {
        return { ...pending, client_secret: pending.client_secret };
      }
      const intent = await this.provider.createIntent({
        subscriptionId: pending.id,
        userId,
        amountMinor: Math.round(Number(pending.amount) * 100) || listingFeeMinorUnits(this.config),
        currency: pending.currency,
      });
      await manager.query(
        `UPDATE billing.subscriptions SET stripe_payment_intent_id = $2, client_secret = $3, updated_at = now()
         WHERE id = $1`,
        [pending.id, intent.id, intent.clientSecret],
      );
      this.logger.log(`Subscription ${pending.id} of owner ${userId} awaits payment of intent ${intent.id}`);
      return { ...pending, stripe_payment_intent_id: intent.id, client_secret: intent.clientSecret };
    });
    return toSubscriptionIntentResponse(row, this.provider.mode, this.provider.publishableKey);
  }

  /** The active subscription if there is one, else the newest; null for an owner who never started one. */
  async current(identity: RequestIdentity): Promise<SubscriptionResponse | null> {
    const userId = requireUser(identity);
    await this.expireDue(userId);
    const [row] = (await this.dataSource.query(
      `SELECT * FROM billing.subscriptions WHERE user_id = $1
       ORDER BY (status = 'active') DESC, created_at DESC, id DESC LIMIT 1`,
      [userId],
    )) as SubscriptionRow[];
    return row ? toSubscriptionResponse(row, this.clock.now(), RENEWAL_WINDOW_DAYS) : null;
  }

  /**
   * Expires the active subscriptions past their end date (of one owner, or all) and publishes subscription.expired
   * for each in the same transaction. Concurrent runs expire each row once: the UPDATE re-checks the status.
   */
  async expireDue(userId?: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const expired = await expireRows(manager, this.clock.now(), userId);
      for (const row of expired) {
        await this.outbox.publish(
          manager,
          'subscription.expired',
          { subscriptionId: row.id, userId: row.user_id },
          { role: 'system' },
        );
        this.logger.log(`Subscription ${row.id} of owner ${row.user_id} expired`);
      }
      return expired.length;
    });
  }
}

async function expireRows(
  manager: EntityManager,
  now: Date,
  userId?: number,
): Promise<Array<{ id: number; user_id: number }>> {
  const byUser = userId === undefined ? '' : 'AND user_id = $2';
  return returnedRows<{ id: number; user_id: number }>(
    await manager.query(
      `UPDATE billing.subscriptions SET status = 'expired', updated_at = now()
       WHERE status = 'active' AND end_date <= $1 ${byUser} RETURNING id, user_id`,
      userId === undefined ? [now] : [now, userId],
    ),
  );
}

export function requireUser(identity: RequestIdentity): number {
  if (!isSignedIn(identity)) throw new BillingException(BillingErrorCode.NotSignedIn);
  return identity.userId;
}
