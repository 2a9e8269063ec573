import { ServiceDefinition } from '@app/service-kit';
import { BillingConfig, billingConfigSchema } from './billing.config';
import { BillingModule } from './billing.module';

export const billingService: ServiceDefinition<BillingConfig> = {
  name: 'billing',
  description: 'Subscriptions and payments',
  configSchema: billingConfigSchema,
  rootModule: (config) => BillingModule.forRoot(config),
  // Stripe signs the exact bytes of its webhook calls.
  rawBody: true,
};
