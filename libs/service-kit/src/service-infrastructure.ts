import { DynamicModule, Type } from '@nestjs/common';
import { MixedList } from 'typeorm';
import { DatabaseModule, SessionSettings } from '@app/database';
import { EventHandler, MessagingModule } from '@app/messaging';
import { DeadLettersModule } from './dead-letters/dead-letters.module';
import { BrokerReadinessCheck } from './health/broker.readiness-check';
import { messagingMigrations } from './messaging-tables.migration';
import { BaseServiceConfig } from './service-config';
import { ServiceCoreModule } from './service-core.module';

export interface ServiceInfrastructureOptions {
  service: string;
  schema: string;
  config: BaseServiceConfig;
  entities: MixedList<Function>;
  /** The service's own migrations; the messaging tables migrations are added in front. */
  migrations: Function[];
  handlers?: Type<EventHandler<any>>[];
  /** Settings every database connection of the service starts with. */
  sessionSettings?: SessionSettings;
}

/** The modules every service imports: core (logs, identity, errors, health), its database and its messaging. */
export function serviceInfrastructure(options: ServiceInfrastructureOptions): DynamicModule[] {
  const { config } = options;
  return [
    ServiceCoreModule.forRoot({ service: options.service, config, readinessChecks: [BrokerReadinessCheck] }),
    DatabaseModule.forService({
      schema: options.schema,
      url: config.DATABASE_URL,
      entities: options.entities,
      migrations: [...messagingMigrations(options.schema), ...options.migrations],
      poolSize: config.DB_POOL_SIZE,
      sessionSettings: options.sessionSettings,
    }),
    MessagingModule.forService({
      service: options.service,
      schema: options.schema,
      handlers: options.handlers ?? [],
      settings: {
        amqpUrl: config.AMQP_URL,
        eventsNamespace: config.EVENTS_NAMESPACE,
        retryDelaysMs: config.EVENTS_RETRY_DELAYS_MS,
      },
    }),
    DeadLettersModule.forService({ service: options.service }),
  ];
}
