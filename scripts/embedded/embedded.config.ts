import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { configFields } from '@app/config';

/** Settings of the embedded mode: everything in one process on an embedded PostgreSQL. */
export const embeddedConfigSchema = z.object({
  NODE_ENV: configFields.nodeEnv,
  LOG_LEVEL: configFields.logLevel,
  LOG_FORMAT: configFields.logFormat,
  PORT: configFields.port(3000),
  HOST: z.string().default('0.0.0.0').describe('Interface the gateway binds to'),
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => resolve(dir))
    .describe('Where the embedded database, uploads and mail live'),
  EMBEDDED_DB_PORT: configFields.port(54329).describe('Port of the embedded PostgreSQL (never 5432)'),
  SERVICE_PORT_BASE: z.coerce
    .number()
    .int()
    .min(1024)
    .max(65000)
    .default(3100)
    .describe('Internal service ports are this plus 1..6'),
  INTERNAL_SECRET: configFields.internalSecret
    .optional()
    .describe('Identity signing secret; a random one is made per start when unset'),
});
export type EmbeddedConfig = z.infer<typeof embeddedConfigSchema>;

export function internalSecretOf(config: EmbeddedConfig): string {
  return config.INTERNAL_SECRET ?? randomBytes(32).toString('base64url');
}
