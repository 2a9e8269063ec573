import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AuthContextModule } from '@app/auth-context';
import { Clock } from './clock/clock';
import { TestClockController } from './clock/test-clock.controller';
import { DatabaseReadinessCheck } from './health/database.readiness-check';
import { HealthController } from './health/health.controller';
import { READINESS_CHECKS, ReadinessCheck } from './health/readiness-check';
import { HttpErrorFilter } from './http/http-error.filter';
import { logDestination } from './log-destination';
import { jsonLoggerModule } from './logging';
import { MetricsController } from './metrics/metrics.controller';
import { METRICS_SERVICE_NAME, ServiceMetrics } from './metrics/service-metrics';
import { BaseServiceConfig } from './service-config';

export interface ServiceCoreOptions {
  service: string;
  config: BaseServiceConfig;
  /** Readiness checks beyond the database one (the broker, for instance). */
  readinessChecks?: Type<ReadinessCheck>[];
}

export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

/**
 * What every service has: JSON logs, the verified identity and access guard, errors as JSON, /health, /ready, and
 * the Clock (settable by tests through PUT /internal/test-clock, a route that exists only outside production).
 */
@Module({})
export class ServiceCoreModule {
  static forRoot(options: ServiceCoreOptions): DynamicModule {
    const checkTypes: Type<ReadinessCheck>[] = [DatabaseReadinessCheck, ...(options.readinessChecks ?? [])];
    const checksProvider: Provider = {
      provide: READINESS_CHECKS,
      useFactory: (...checks: ReadinessCheck[]) => checks,
      inject: checkTypes,
    };
    return {
      module: ServiceCoreModule,
      global: true,
      imports: [
        jsonLoggerModule({
          service: options.service,
          level: options.config.LOG_LEVEL,
          destination: logDestination(options.config.LOG_FORMAT),
        }),
        AuthContextModule.forRoot({ internalSecret: options.config.INTERNAL_SECRET }),
      ],
      controllers: [
        HealthController,
        MetricsController,
        ...(options.config.NODE_ENV === 'production' ? [] : [TestClockController]),
      ],
      providers: [
        { provide: SERVICE_CONFIG, useValue: options.config },
        { provide: Clock, useValue: new Clock(options.config.NODE_ENV !== 'production') },
        { provide: METRICS_SERVICE_NAME, useValue: options.service },
        ServiceMetrics,
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        ...checkTypes,
        checksProvider,
      ],
      exports: [SERVICE_CONFIG, ServiceMetrics, Clock],
    };
  }
}
