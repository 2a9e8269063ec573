import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { BillingConfig } from './billing.config';
import { BillingConfigModule } from './config/billing-config.module';
import { ExpiryScheduler } from './expiry/expiry.scheduler';
import { CreatedBilling1763700007000 } from './migrations/1763700007000-CreatedBilling';
import { AddedReceipts1765031000000 } from './migrations/1765031000000-AddedReceipts';
import { CreatedSubscriptionReminders1765031100000 } from './migrations/1765031100000-CreatedSubscriptionReminders';
import { OfflinePaymentsController } from './offline-payments/offline-payments.controller';
import { OfflinePaymentsService } from './offline-payments/offline-payments.service';
import { PaymentProvider } from './payments/payment-provider';
import { PaymentsService } from './payments/payments.service';
import { BillingPeopleProjection } from './projections/billing-projections';
import { ReceiptsController } from './receipts/receipts.controller';
import { ReceiptsService } from './receipts/receipts.service';
import { RemindersService } from './reminders/reminders.service';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { WebhooksController } from './webhooks/webhooks.controller';
import { WebhooksService } from './webhooks/webhooks.service';

/**
 * The billing service: the Shop Owner Plan's subscriptions and payments, through Stripe or the offline test mode
 * (shared DECISIONS: payments). Tables are read and written with SQL (ON CONFLICT, row locks).
 */
@Module({})
export class BillingModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      imports: [
        BillingConfigModule.forRoot(config),
        ...serviceInfrastructure({
          service: 'billing',
          schema: 'billing',
          config,
          entities: [],
          migrations: [
            CreatedBilling1763700007000,
            AddedReceipts1765031000000,
            CreatedSubscriptionReminders1765031100000,
          ],
          handlers: [BillingPeopleProjection],
        }),
      ],
      controllers: [SubscriptionsController, WebhooksController, OfflinePaymentsController, ReceiptsController],
      providers: [
        PaymentProvider,
        PaymentsService,
        SubscriptionsService,
        WebhooksService,
        OfflinePaymentsService,
        ReceiptsService,
        RemindersService,
        ExpiryScheduler,
      ],
    };
  }
}
