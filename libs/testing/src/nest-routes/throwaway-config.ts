import { DynamicModule } from '@nestjs/common';
import { loadConfig } from '@app/config';
import { ServiceDefinition } from '@app/service-kit';

/** The config a service would parse at start, from an environment nothing can connect to (for reading modules). */
export function throwawayConfig(definition: ServiceDefinition<any>): unknown {
  return loadConfig(definition.configSchema, {
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    AMQP_URL: 'amqp://127.0.0.1:1',
    INTERNAL_SECRET: 'x'.repeat(40),
    NODE_ENV: 'test',
  });
}

/** A service's root module as it would start, built from a throwaway config (nothing connects). */
export function rootModuleOf(definition: ServiceDefinition<any>): DynamicModule {
  return definition.rootModule(throwawayConfig(definition));
}
