import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, deleteAmqpNamespace, ensureTestServers, uniqueNamespace } from '@app/testing';
import { ServiceProcess, startServiceProcess } from './service-process';

export type SystemServiceName = 'identity' | 'catalog' | 'reviews' | 'chat' | 'billing' | 'admin-audit';

const URL_VARIABLES: Record<SystemServiceName, string> = {
  identity: 'IDENTITY_URL',
  catalog: 'CATALOG_URL',
  reviews: 'REVIEWS_URL',
  chat: 'CHAT_URL',
  billing: 'BILLING_URL',
  'admin-audit': 'ADMIN_AUDIT_URL',
};

export interface SystemUnderTest {
  gateway: ServiceProcess;
  /** Every gateway process, sharing Redis (`gateway` is the first); one unless `options.gateways` asked for more. */
  gateways: ServiceProcess[];
  services: Partial<Record<SystemServiceName, ServiceProcess>>;
  /** A connection to the run's database, for checking what the services stored. */
  sql: Client;
  amqpUrl: string;
  /** The Redis the gateways and identity share, and the run's key prefix in it. */
  redisUrl: string;
  redisKeyPrefix: string;
  namespace: string;
  secret: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

export interface SystemOptions {
  /** Adds to or overrides every service's variables. */
  serviceEnv?: Record<string, string>;
  /** Adds to or overrides identity's variables (SMTP_URL, COOKIE_SECURE, ...). */
  identityEnv?: Record<string, string>;
  /** Adds to or overrides the gateways' variables (TRUST_PROXY, ...). */
  gatewayEnv?: Record<string, string>;
  /** How many gateway processes stand in front, sharing Redis (default 1). */
  gateways?: number;
}

/**
 * The services a system test names, each as its own process, plus a gateway in front, on a database, broker
 * namespace, Redis prefix and data folder of the run's own; identity gets a known admin. `serviceEnv` adds to
 * or overrides every service's variables (longer retry delays, say). Build first (`npm run build:server`).
 */
export async function startSystem(
  label: string,
  names: SystemServiceName[],
  options: SystemOptions = {},
): Promise<SystemUnderTest> {
  const urls = await ensureTestServers('postgres', 'rabbitmq', 'redis');
  const database = await createTestDatabase(`system-${label}`);
  const namespace = uniqueNamespace(`system-${label}`);
  const dataDir = await mkdtemp(join(tmpdir(), `${label}-system-`));
  const secret = randomBytes(32).toString('hex');
  const admin = { email: `admin@${label}-test.ie`, password: 'Admin#Passw0rd' };
  const redisKeyPrefix = `${namespace}:`;
  const common = {
    DATABASE_URL: database.url,
    AMQP_URL: urls.amqpUrl,
    EVENTS_NAMESPACE: namespace,
    INTERNAL_SECRET: secret,
    EVENTS_RETRY_DELAYS_MS: '50,100,200,400',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...options.serviceEnv,
  };
  const identityExtras = {
    REDIS_URL: urls.redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...options.identityEnv,
  };
  // Identity publishes the first admin's user.registered as it starts: the other services start first, so their
  // queues are bound by then (the broker drops an event no queue is bound to yet; docs/reliability.md).
  const consumersFirst = await Promise.all(
    names.filter((name) => name !== 'identity').map((name) => startServiceProcess(name, common, '/ready')),
  );
  const identity = names.includes('identity')
    ? await startServiceProcess('identity', { ...common, ...identityExtras }, '/ready')
    : undefined;
  const started = names.map((name) => (name === 'identity' ? identity! : consumersFirst.shift()!));
  const services = Object.fromEntries(
    names.map((name, index) => [name, started[index]]),
  ) as SystemUnderTest['services'];
  const gatewayEnv = {
    INTERNAL_SECRET: secret,
    REDIS_URL: urls.redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    RATE_LIMIT_MULTIPLIER: '100',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...Object.fromEntries(names.map((name, index) => [URL_VARIABLES[name], started[index].url])),
    ...options.gatewayEnv,
  };
  const gateways = await Promise.all(
    Array.from({ length: options.gateways ?? 1 }, () => startServiceProcess('gateway', gatewayEnv)),
  );
  const gateway = gateways[0]!;
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  return {
    gateway,
    gateways,
    services,
    sql,
    amqpUrl: urls.amqpUrl,
    redisUrl: urls.redisUrl,
    redisKeyPrefix,
    namespace,
    secret,
    admin,
    stop: async () => {
      await sql.end();
      for (const running of gateways) await running.stop();
      for (const service of [...started].reverse()) await service.stop();
      await deleteAmqpNamespace(urls.amqpUrl, namespace, names).catch(() => undefined);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
