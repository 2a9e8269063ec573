import { DynamicModule, Module, Provider } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { logDestination } from '@app/service-kit';
import { pino, type DestinationStream } from 'pino';
import { DocsModule } from './docs/docs.module';
import { GATEWAY_CONFIG, GatewayConfig } from './gateway.config';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { gatewayLoggerParams, gatewayPinoOptions } from './logging/logger-options';
import { RequestLog } from './logging/request-log';
import { EdgeModule } from './edge/edge.module';
import { ProxyModule } from './proxy/proxy.module';
import { RealtimeModule } from './realtime/realtime.module';
import { GatewayRedis } from './redis/gateway-redis';
import { HttpIdentitySessionsClient, IdentitySessionsClient } from './session/identity-sessions.client';
import { IdentitySessionResolver } from './session/identity-session-resolver';
import { NoSessionLookupCache, RedisSessionLookupCache, SessionLookupCache } from './session/session-lookup-cache';
import { SessionResolver } from './session/session-resolver';
import { WebAppModule } from './web/web-app.module';

export interface GatewayModuleOptions {
  /** Replaces the default session lookup (IdentitySessionResolver: cookies resolved by identity, cached in Redis). */
  sessionResolver?: SessionResolver;
  /** Where JSON log lines go (stdout by default); tests pass a stream to read them. */
  logDestination?: DestinationStream;
}

/** The test's capture stream when given, else a readable stream on a terminal (LOG_FORMAT), else stdout JSON. */
function logDestinationOf(config: GatewayConfig, options: GatewayModuleOptions): DestinationStream | undefined {
  return options.logDestination ?? logDestination(config.LOG_FORMAT);
}

/** The gateway: config, the Redis connection and the session lookup are global; each feature is its own module. */
@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, options: GatewayModuleOptions = {}): DynamicModule {
    const sessionResolver: Provider = options.sessionResolver
      ? { provide: SessionResolver, useValue: options.sessionResolver }
      : { provide: SessionResolver, useClass: IdentitySessionResolver };
    return {
      module: GatewayModule,
      global: true,
      imports: [
        LoggerModule.forRoot(gatewayLoggerParams(config.LOG_LEVEL, logDestinationOf(config, options))),
        ProxyModule,
        EdgeModule,
        HealthModule,
        DocsModule,
        RealtimeModule,
        WebAppModule,
        MetricsModule,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        {
          provide: RequestLog,
          useFactory: (): RequestLog => {
            // Same settings and destination as nestjs-pino's logger, so both write the same lines to one place.
            const pinoOptions = gatewayPinoOptions(config.LOG_LEVEL);
            const destination = logDestinationOf(config, options);
            return new RequestLog(destination ? pino(pinoOptions, destination) : pino(pinoOptions));
          },
        },
        GatewayRedis,
        {
          provide: SessionLookupCache,
          inject: [GatewayRedis],
          useFactory: (redis: GatewayRedis): SessionLookupCache =>
            redis.client
              ? new RedisSessionLookupCache(
                  redis.client,
                  redis.keyPrefix,
                  config.INTERNAL_SECRET,
                  config.SESSION_CACHE_TTL_SECONDS,
                )
              : new NoSessionLookupCache(),
        },
        { provide: IdentitySessionsClient, useClass: HttpIdentitySessionsClient },
        sessionResolver,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
      exports: [GATEWAY_CONFIG, GatewayRedis, SessionResolver, RequestLog],
    };
  }
}
