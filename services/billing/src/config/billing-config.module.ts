import { DynamicModule, Global, Module } from '@nestjs/common';
import { BillingConfig } from '../billing.config';

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

/** Hands the parsed billing configuration to whoever injects BILLING_CONFIG. */
@Global()
@Module({})
export class BillingConfigModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: BillingConfigModule,
      providers: [{ provide: BILLING_CONFIG, useValue: config }],
      exports: [BILLING_CONFIG],
    };
  }
}
