import { z } from 'zod';

/** Reusable, described variables; each app composes its own schema from these. */
export const configFields = {
  nodeEnv: z.enum(['development', 'production', 'test']).default('development').describe('Runtime environment'),
  logLevel: z.enum(['debug', 'info', 'warn', 'error']).default('info').describe('Lowest log level written'),
  logFormat: z
    .enum(['auto', 'json', 'pretty'])
    .default('auto')
    .describe('auto: one readable line per entry on a terminal, JSON lines otherwise; json or pretty force one'),
  port: (fallback: number) =>
    z.coerce.number().int().min(1).max(65535).default(fallback).describe('TCP port this process listens on'),
  host: z.string().default('127.0.0.1').describe('Interface this process binds to'),
  databaseUrl: z
    .string()
    .url()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
    .describe('PostgreSQL connection string'),
  amqpUrl: z
    .string()
    .refine((value) => /^amqps?:\/\//.test(value), 'must be an amqp:// URL')
    .optional()
    .describe('RabbitMQ URL; without it events use the in-process bus (embedded mode only)'),
  eventsNamespace: z
    .string()
    .regex(/^[a-z0-9_.-]*$/, 'only lower-case letters, digits, dot, dash and underscore')
    .default('')
    .describe('Prefix for the exchange and queue names, so test runs never see each other'),
  redisUrl: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// URL')
    .optional()
    .describe('Redis URL for session cache, rate limits and the Socket.IO adapter'),
  internalSecret: z
    .string({ required_error: 'is required: at least 32 random characters' })
    .min(32, 'must be at least 32 characters')
    .describe('Shared secret the gateway signs identities with and services verify them with'),
  url: z.string().url(),
  seedDemoData: z
    .enum(['true', 'false', '1', '0'], { errorMap: () => ({ message: 'must be true or false' }) })
    .default('false')
    .transform((value) => value === 'true' || value === '1')
    .describe(
      'On a start with no shops, fill in the demo town: shops and products (catalog), demo accounts (identity, never in production), their reviews and favourites (reviews) and conversations (chat); embedded mode sets it',
    ),
} as const;
