import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteAmqpNamespace, ensureTestServers, uniqueNamespace } from '@app/testing';
import { ServiceProcess, serviceScript, startScriptProcess } from '../../test/system/support/service-process';
import { log } from './repo';

export type BenchService = 'identity' | 'catalog' | 'chat' | 'admin-audit';

/** Connections per service pool: the services' default, and the B-pg baseline's pool. */
export const BENCH_DB_POOL_SIZE = 10;

/** Rate limits scaled far beyond any load the bench offers (the 600/min /api limit would stop it at once). */
export const BENCH_RATE_LIMIT_MULTIPLIER = '100000';

export interface BenchStack {
  services: Record<BenchService, ServiceProcess>;
  /** Two gateways sharing Redis (the Socket.IO adapter) in front of the same services. */
  gateways: [ServiceProcess, ServiceProcess];
  namespace: string;
  amqpUrl: string;
  redisUrl: string;
  secret: string;
  databaseUrl: string;
  /**
   * A further gateway without its edge checks (target T4): every caller anonymous through the gateway's
   * `sessionResolver` option, rate limits counted in memory (no REDIS_URL). See baselines/anonymous-gateway.ts.
   */
  startGatewayWithoutEdgeChecks(): Promise<ServiceProcess>;
  /** A further catalog with these settings and a gateway in front of it (T5: the search without its cache). */
  startCatalogVariant(env: Record<string, string>): Promise<{ catalog: ServiceProcess; gateway: ServiceProcess }>;
  stop(): Promise<void>;
}

/** What every service the bench starts runs with: the bench database, its own broker namespace, production logging. */
export function benchServiceEnv(run: {
  databaseUrl: string;
  amqpUrl: string;
  namespace: string;
  secret: string;
  dataDir: string;
}): Record<string, string> {
  return {
    DATABASE_URL: run.databaseUrl,
    AMQP_URL: run.amqpUrl,
    EVENTS_NAMESPACE: run.namespace,
    INTERNAL_SECRET: run.secret,
    DATA_DIR: run.dataDir,
    DB_POOL_SIZE: String(BENCH_DB_POOL_SIZE),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
  };
}

const URL_VARIABLES: Record<BenchService, string> = {
  identity: 'IDENTITY_URL',
  catalog: 'CATALOG_URL',
  chat: 'CHAT_URL',
  'admin-audit': 'ADMIN_AUDIT_URL',
};

/**
 * The system under benchmark: identity, catalog, chat and admin-audit as built processes (as the system tests
 * start them) on the bench database, RabbitMQ under a namespace of the run's own and Redis under its own prefix,
 * with two gateways in front. Logs at warn: a log line per request would be what the bench measures. The processes
 * run the build of `checkout` (another checkout's root, for an A/B bench), of this checkout by default.
 */
export async function startBenchStack(databaseUrl: string, checkout?: string): Promise<BenchStack> {
  const { amqpUrl, redisUrl } = await ensureTestServers('postgres', 'rabbitmq', 'redis');
  const namespace = uniqueNamespace('bench');
  const secret = randomBytes(32).toString('hex');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-data-'));
  const redisKeyPrefix = `${namespace}:`;
  const common = {
    ...benchServiceEnv({ databaseUrl, amqpUrl, namespace, secret, dataDir }),
    // Guests and owners chat far faster than a person: lift chat's per-person send limit.
    CHAT_SEND_LIMIT_PER_MINUTE: '100000',
  };
  // BENCH_NODE_OPTIONS_<SERVICE> (CHAT, GATEWAY, ADMIN_AUDIT, ...) is passed to that service as NODE_OPTIONS, to
  // profile one process of the stack (`--require` a script that starts the inspector's profiler, say).
  const nodeOptionsOf = (name: string): Record<string, string> => {
    const options = process.env[`BENCH_NODE_OPTIONS_${name.toUpperCase().replace(/-/g, '_')}`];
    return options ? { NODE_OPTIONS: options } : {};
  };
  const startService = (name: string, env: Record<string, string>, readyPath?: string) =>
    startScriptProcess(name, serviceScript(name, checkout), { ...env, ...nodeOptionsOf(name) }, readyPath);
  const names: BenchService[] = ['identity', 'catalog', 'chat', 'admin-audit'];
  log(`Starting ${names.join(', ')} and two gateways (namespace ${namespace}${checkout ? `, from ${checkout}` : ''})`);
  const started = await Promise.all(
    names.map((name) =>
      startService(
        name,
        name === 'identity' ? { ...common, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix } : common,
        '/ready',
      ),
    ),
  );
  const services = Object.fromEntries(names.map((name, index) => [name, started[index]])) as BenchStack['services'];
  const gatewayEnv = {
    INTERNAL_SECRET: secret,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    AMQP_URL: amqpUrl,
    EVENTS_NAMESPACE: namespace,
    RATE_LIMIT_MULTIPLIER: BENCH_RATE_LIMIT_MULTIPLIER,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...Object.fromEntries(names.map((name) => [URL_VARIABLES[name], services[name].url])),
  };
  const gateways = (await Promise.all([startService('gateway', gatewayEnv), startService('gateway', gatewayEnv)])) as [
    ServiceProcess,
    ServiceProcess,
  ];
  const extra: ServiceProcess[] = [];
  return {
    services,
    gateways,
    namespace,
    amqpUrl,
    redisUrl,
    secret,
    databaseUrl,
    startGatewayWithoutEdgeChecks: async () => {
      const { REDIS_URL: _redisUrl, REDIS_KEY_PREFIX: _redisKeyPrefix, ...withoutRedis } = gatewayEnv;
      const script = join(__dirname, '..', 'baselines', 'anonymous-gateway.js');
      const gateway = await startScriptProcess('gateway (anonymous)', script, withoutRedis);
      extra.push(gateway);
      return gateway;
    },
    startCatalogVariant: async (env) => {
      const catalog = await startService('catalog', { ...common, ...env }, '/ready');
      extra.push(catalog);
      const gateway = await startService('gateway', { ...gatewayEnv, CATALOG_URL: catalog.url });
      extra.push(gateway);
      return { catalog, gateway };
    },
    stop: async () => {
      for (const gateway of [...extra, ...gateways]) await gateway.stop();
      for (const service of [...started].reverse()) await service.stop();
      await deleteAmqpNamespace(amqpUrl, namespace, [...names, 'gateway.realtime']).catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
