import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { BillingConfig } from './billing.config';

/** The billing service. Its domain modules arrive with their issues; until then it serves health, readiness and docs. */
@Module({})
export class BillingModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      imports: [...serviceInfrastructure({ service: 'billing', schema: 'billing', config, entities: [], migrations: [] })],
    };
  }
}
