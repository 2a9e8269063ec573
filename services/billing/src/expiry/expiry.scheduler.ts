import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { BillingConfig } from '../billing.config';
import { BILLING_CONFIG } from '../config/billing-config.module';
import { RemindersService } from '../reminders/reminders.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

/**
 * The plan's end: once at start and then every EXPIRY_CHECK_INTERVAL_MS (hourly) it sends the reminders due, then
 * expires subscriptions past their end date (so the end day's reminder goes out before the expiry). Reads of a
 * subscription also expire it on the spot, so nobody sees an active subscription past its end date.
 */
@Injectable()
export class ExpiryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpiryScheduler.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly reminders: RemindersService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.config.EXPIRY_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass (tests call it to run the check at the clock they set); a pass already running is waited for. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<void> {
    try {
      const reminded = await this.reminders.sendDue();
      if (reminded > 0) this.logger.log(`Sent ${reminded} end-of-plan reminder(s)`);
      const expired = await this.subscriptions.expireDue();
      if (expired > 0) this.logger.log(`Expired ${expired} subscription(s)`);
    } catch (error) {
      this.logger.error({ err: error }, 'The subscription reminder and expiry check failed');
    }
  }
}
