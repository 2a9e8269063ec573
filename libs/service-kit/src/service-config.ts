import { z } from 'zod';
import { configFields } from '@app/config';

/** The variables every service reads; a service's own schema extends this shape. */
export function serviceConfigShape(defaultPort: number) {
  return {
    NODE_ENV: configFields.nodeEnv,
    LOG_LEVEL: configFields.logLevel,
    LOG_FORMAT: configFields.logFormat,
    HOST: configFields.host,
    PORT: configFields.port(defaultPort),
    DATABASE_URL: configFields.databaseUrl,
    AMQP_URL: configFields.amqpUrl,
    EVENTS_NAMESPACE: configFields.eventsNamespace,
    INTERNAL_SECRET: configFields.internalSecret,
    EVENTS_RETRY_DELAYS_MS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'a comma-separated list of milliseconds')
      .transform((list) => list.split(',').map(Number))
      .optional()
      .describe('Back-off between attempts to handle an event (default 1s, 5s, 30s, 120s)'),
    SEED_DEMO_DATA: configFields.seedDemoData,
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10).describe('Connections per service pool'),
  };
}

export type BaseServiceConfig = z.infer<z.ZodObject<ReturnType<typeof serviceConfigShape>>>;
