import { DynamicModule, Module, Provider } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { DocsModule } from './docs/docs.module';
import { GATEWAY_CONFIG, GatewayConfig } from './gateway.config';
import { HealthModule } from './health/health.module';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { gatewayLoggerParams } from './logging/logger-options';
import { ProxyModule } from './proxy/proxy.module';
import { RealtimeModule } from './realtime/realtime.module';
import { AnonymousSessionResolver, SessionResolver } from './session/session-resolver';
import { WebAppModule } from './web/web-app.module';

export interface GatewayModuleOptions {
  /** Replaces the default (anonymous) session lookup; the accounts issue passes the cookie/Redis one. */
  sessionResolver?: SessionResolver;
  /** Where JSON log lines go (stdout by default); tests pass a stream to read them. */
  logDestination?: DestinationStream;
}

/** The gateway: config and the session lookup are global; each feature is its own module. */
@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, options: GatewayModuleOptions = {}): DynamicModule {
    const sessionResolver: Provider = options.sessionResolver
      ? { provide: SessionResolver, useValue: options.sessionResolver }
      : { provide: SessionResolver, useClass: AnonymousSessionResolver };
    return {
      module: GatewayModule,
      global: true,
      imports: [
        LoggerModule.forRoot(gatewayLoggerParams(config.LOG_LEVEL, options.logDestination)),
        ProxyModule,
        HealthModule,
        DocsModule,
        RealtimeModule,
        WebAppModule,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        sessionResolver,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
      exports: [GATEWAY_CONFIG, SessionResolver],
    };
  }
}
