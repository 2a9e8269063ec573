import { DynamicModule, Global, Module } from '@nestjs/common';
import { CatalogConfig } from '../catalog.config';

export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');

/** Hands the parsed catalog configuration to whoever injects CATALOG_CONFIG. */
@Global()
@Module({})
export class CatalogConfigModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogConfigModule,
      providers: [{ provide: CATALOG_CONFIG, useValue: config }],
      exports: [CATALOG_CONFIG],
    };
  }
}
