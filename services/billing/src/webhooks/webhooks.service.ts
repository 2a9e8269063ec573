import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WebhookResponse } from '@app/contracts';
import { returnedRows } from '@app/database';
import { PaymentProvider } from '../payments/payment-provider';
import { PaymentsService } from '../payments/payments.service';

/**
 * The one way payment outcomes reach billing, from Stripe or from the offline test mode alike: the signature is
 * checked over the raw bytes, each event id is processed once (its mark commits with its effect), and the effect
 * publishes its events in that same transaction.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
  ) {}

  async handle(payload: Buffer | undefined, signature: string | undefined): Promise<WebhookResponse> {
    const event = this.provider.verifyEvent(payload, signature);
    return this.dataSource.transaction(async (manager) => {
      const fresh = returnedRows<{ event_id: string }>(
        await manager.query(
          `INSERT INTO billing.processed_webhook_events (event_id, type) VALUES ($1, $2)
           ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
          [event.id, event.type],
        ),
      );
      if (fresh.length === 0) {
        this.logger.log(`Stripe event ${event.id} (${event.type}) was already processed`);
        return { received: true, duplicate: true };
      }
      // Billing needs three of Stripe's many event types; the rest are acknowledged and left alone.
      if (event.type === 'payment_intent.succeeded') {
        await this.payments.recordSuccess(manager, event.data.object, event.id);
      } else if (event.type === 'payment_intent.payment_failed') {
        await this.payments.recordFailure(manager, event.data.object, event.id);
      } else if (event.type === 'payment_intent.canceled') {
        await this.payments.recordCancellation(manager, event.data.object);
      } else {
        this.logger.debug(`Stripe event ${event.id} (${event.type}) needs nothing from billing`);
      }
      return { received: true };
    });
  }
}
