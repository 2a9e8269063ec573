import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { BillingConfig } from '../billing.config';
import { BILLING_CONFIG } from '../config/billing-config.module';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

/**
 * Expires subscriptions a year after payment: once at start and then every EXPIRY_CHECK_INTERVAL_MS (daily).
 * Reads of a subscription also expire it on the spot, so nobody sees an active subscription past its end date.
 */
@Injectable()
export class ExpiryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpiryScheduler.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.config.EXPIRY_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.subscriptions
      .expireDue()
      .then((count) => {
        if (count > 0) this.logger.log(`Expired ${count} subscription(s)`);
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'The subscription expiry check failed'))
      .finally(() => (this.running = undefined));
  }
}
