import {
  BeforeApplicationShutdown,
  DynamicModule,
  Injectable,
  InjectionToken,
  Module,
  ModuleMetadata,
  OnApplicationBootstrap,
  OptionalFactoryDependency,
  Type,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DeadLetterStore } from './dead-letter-store';
import { EventHandler, handledEventsOf } from './event-handler';
import { MessagingHealth, MessagingRuntime, MessagingSettings } from './messaging-runtime';
import { OutboxService } from './outbox.service';

export const MESSAGING_SETTINGS = Symbol('MESSAGING_SETTINGS');

export interface MessagingServiceOptions {
  /** Service name: its queue is `<namespace><service>`. */
  service: string;
  /** The service's Postgres schema (holds outbox_events, inbox_events, dead_letter_events). */
  schema: string;
  /** Handler classes (`@OnDomainEvent`), provided by this module; put what they inject in `imports`. */
  handlers?: Type<EventHandler<any>>[];
  imports?: ModuleMetadata['imports'];
  /** Static settings, or a factory (with `inject`, from `imports`) reading the service's config. */
  settings?: MessagingSettings;
  useFactory?: (...args: any[]) => MessagingSettings | Promise<MessagingSettings>;
  inject?: Array<InjectionToken | OptionalFactoryDependency>;
  /** Token of the TypeORM DataSource (default: the DataSource class, which TypeOrmModule registers). */
  dataSource?: InjectionToken;
}

@Injectable()
export class MessagingLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(private readonly runtime: MessagingRuntime) {}

  /** After every module's init, so TypeORM migrations (migrationsRun) have run. */
  async onApplicationBootstrap(): Promise<void> {
    await this.runtime.start();
  }

  /** Before TypeORM closes the DataSource (it does so in onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.runtime.stop();
  }
}

/**
 * One per service application (global): provides `OutboxService`, `MessagingHealth` and `DeadLetterStore`, starts
 * the relay and the consumer on bootstrap and stops them on shutdown.
 *
 *   MessagingModule.forService({
 *     service: 'catalog', schema: 'catalog', handlers: [OnReviewCreatedHandler],
 *     imports: [AppConfigModule], inject: [APP_CONFIG],
 *     useFactory: (config: AppConfig) => ({ amqpUrl: config.AMQP_URL, eventsNamespace: config.EVENTS_NAMESPACE }),
 *   })
 */
@Module({})
export class MessagingModule {
  static forService(options: MessagingServiceOptions): DynamicModule {
    const handlers = options.handlers ?? [];
    for (const handler of handlers) {
      if (handledEventsOf(handler).length === 0)
        throw new Error(`${handler.name} is not decorated with @OnDomainEvent`);
    }
    return {
      module: MessagingModule,
      global: true,
      imports: options.imports ?? [],
      providers: [
        ...handlers,
        options.useFactory
          ? { provide: MESSAGING_SETTINGS, useFactory: options.useFactory, inject: options.inject ?? [] }
          : { provide: MESSAGING_SETTINGS, useValue: options.settings ?? {} },
        {
          provide: MessagingRuntime,
          useFactory: (dataSource: DataSource, settings: MessagingSettings, ...instances: EventHandler[]) =>
            new MessagingRuntime({
              ...settings,
              dataSource,
              service: options.service,
              schema: options.schema,
              handlers: instances,
            }),
          inject: [options.dataSource ?? DataSource, MESSAGING_SETTINGS, ...handlers],
        },
        {
          provide: OutboxService,
          useFactory: (runtime: MessagingRuntime) => runtime.outbox,
          inject: [MessagingRuntime],
        },
        {
          provide: MessagingHealth,
          useFactory: (runtime: MessagingRuntime) => runtime.health,
          inject: [MessagingRuntime],
        },
        {
          provide: DeadLetterStore,
          useFactory: (runtime: MessagingRuntime) => runtime.deadLetters,
          inject: [MessagingRuntime],
        },
        MessagingLifecycle,
      ],
      exports: [OutboxService, MessagingHealth, MessagingRuntime, DeadLetterStore],
    };
  }
}
