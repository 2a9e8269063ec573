import { z } from 'zod';
import { configFields } from '@app/config';

/** The variables every service reads; a service's own schema extends this shape. */
export function serviceConfigShape(defaultPort: number) {
  return {
    NODE_ENV: configFields.nodeEnv,
    LOG_LEVEL: configFields.logLevel,
    HOST: configFields.host,
    PORT: configFields.port(defaultPort),
    DATABASE_URL: configFields.databaseUrl,
    AMQP_URL: configFields.amqpUrl,
    EVENTS_NAMESPACE: configFields.eventsNamespace,
    INTERNAL_SECRET: configFields.internalSecret,
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10).describe('Connections per service pool'),
  };
}

const baseSchema = z.object(serviceConfigShape(0));
export type BaseServiceConfig = z.infer<typeof baseSchema>;
