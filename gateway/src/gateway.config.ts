import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { configFields, Env, loadConfig, refuseWeakSecretsInProduction } from '@app/config';
import type { ServiceName } from './routing/service-name';

/**
 * The repository (or image) root: the nearest folder above this file holding package.json and web/. Works from
 * gateway/src, from dist/gateway/src and in the container image (/app with dist/ and web/dist only).
 */
function findRepoRoot(start: string): string | null {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'web'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

function defaultWebDistDir(): string {
  return join(findRepoRoot(__dirname) ?? process.cwd(), 'web', 'dist');
}

function serviceUrl(service: ServiceName, port: number) {
  return configFields.url
    .refine((value) => /^http:\/\//.test(value), 'must be an http:// URL')
    .default(`http://127.0.0.1:${port}`)
    .describe(`Base URL of the ${service} service`);
}

/** `a, b` -> normalized origins; a bad entry is a config error naming ALLOWED_ORIGINS. */
function parseOrigins(list: string, context: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const isOrigin =
      url !== undefined &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password;
    if (!url || !isOrigin) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `"${entry}" is not an origin like https://shop.example`,
      });
      continue;
    }
    origins.push(url.origin);
  }
  return origins;
}

export const gatewayConfigSchema = z.object({
  NODE_ENV: configFields.nodeEnv,
  LOG_LEVEL: configFields.logLevel,
  LOG_FORMAT: configFields.logFormat,
  PORT: configFields.port(3000),
  HOST: configFields.host.removeDefault().default('0.0.0.0').describe('Interface the gateway binds to'),
  INTERNAL_SECRET: configFields.internalSecret,
  REDIS_URL: configFields.redisUrl,
  AMQP_URL: configFields.amqpUrl.describe(
    'RabbitMQ URL the gateway hears chat.message.sent on (to push it to sockets); without it, the in-process bus',
  ),
  EVENTS_NAMESPACE: configFields.eventsNamespace,
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]*$/, 'only letters, digits, dot, dash, colon and underscore')
    .default('marketplace:')
    .describe('Prefix of every Redis key and channel the gateway uses, so deployments and test runs never mix'),
  WEB_DIST_DIR: z
    .string()
    .default(defaultWebDistDir)
    .transform((dir) => resolve(dir))
    .describe('Folder of the built web app (index.html and assets/)'),
  PUBLIC_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
    .transform((value) => new URL(value).origin)
    .optional()
    .describe(
      'Public origin of the site (https://shops.example) for canonical URLs, the sitemap and link previews; ' +
        'unset: the origin each request was addressed to',
    ),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .describe('Port of the Prometheus /metrics endpoint, apart from the public PORT; unset: no metrics server'),
  METRICS_HOST: z.string().default('127.0.0.1').describe('Interface the metrics port binds to (0.0.0.0 in compose)'),
  DEV_MAILBOX_DIR: z
    .string()
    .optional()
    .describe(
      'Development only (the embedded host sets it outside production): the folder of mail written as files, shown at /dev/mail',
    ),
  SITEMAP_MAX_URLS: z.coerce
    .number()
    .int()
    .min(1)
    .max(50_000)
    .default(50_000)
    .describe('URLs per sitemap file; past it /sitemap.xml becomes a sitemap index (the protocol allows 50,000)'),
  UPSTREAM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(30_000)
    .describe('A proxied request idle this long (no bytes either way) answers 504'),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(240_000)
    .default(65_000)
    .describe(
      "How long an idle client connection stays open; longer than a front proxy's or load balancer's own idle " +
        'timeout (60 s for most), so they never send on a connection the gateway is closing',
    ),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe(
      'true when one front proxy sits before the gateway: the client IP is then the last X-Forwarded-For value and ' +
        'the public origin comes from X-Forwarded-Proto / X-Forwarded-Host',
    ),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((list, context) => parseOrigins(list, context))
    .describe('Comma-separated extra origins (scheme://host[:port]) trusted to send state-changing /api requests'),
  RATE_LIMIT_MULTIPLIER: z.coerce
    .number()
    .positive()
    .default(1)
    .describe('Scales every rate limit (auth endpoints and the general /api one); tests and load runs raise it'),
  SOCKET_CONNECTIONS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe(
      'New Socket.IO connections a client network (IPv4 address or IPv6 /64) may open a minute, times ' +
        'RATE_LIMIT_MULTIPLIER; more are refused before the handshake',
    ),
  SESSION_CACHE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(300)
    .describe('With REDIS_URL: how long a resolved session stays cached (identity forgets it at once when it ends)'),
  IDENTITY_URL: serviceUrl('identity', 3101),
  CATALOG_URL: serviceUrl('catalog', 3102),
  REVIEWS_URL: serviceUrl('reviews', 3103),
  CHAT_URL: serviceUrl('chat', 3104),
  BILLING_URL: serviceUrl('billing', 3105),
  ADMIN_AUDIT_URL: serviceUrl('admin-audit', 3106),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Parses the environment once; throws ConfigError naming every bad variable (a placeholder secret in production). */
export function loadGatewayConfig(env: Env): GatewayConfig {
  return loadConfig(gatewayConfigSchema.superRefine(refuseWeakSecretsInProduction), env);
}

export function serviceUrlsOf(config: GatewayConfig): Record<ServiceName, string> {
  return {
    identity: config.IDENTITY_URL,
    catalog: config.CATALOG_URL,
    reviews: config.REVIEWS_URL,
    chat: config.CHAT_URL,
    billing: config.BILLING_URL,
    'admin-audit': config.ADMIN_AUDIT_URL,
  };
}

/** Injection token of the parsed GatewayConfig. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
