import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, deleteAmqpNamespace, ensureTestServers, uniqueNamespace } from '@app/testing';
import { ServiceProcess, startServiceProcess } from '../service-process';

/** identity, catalog and chat, and two gateways sharing Redis and the realtime queue; gateway A can restart. */
export interface RestartStack {
  gatewayA: ServiceProcess;
  gatewayB: ServiceProcess;
  /** SIGTERM gateway A and wait until it has exited (the caller then acts while it is down). */
  stopGatewayA(): Promise<void>;
  /** Starts gateway A again on the port it had, where its clients reconnect. */
  startGatewayAAgain(): Promise<ServiceProcess>;
  stop(): Promise<void>;
}

/**
 * Starts the stack on a database, broker namespace, Redis prefix and data folder of its own. The gateways'
 * rate limits are raised by `rateLimitMultiplier`: every simulated client comes from 127.0.0.1, one rate-limit key.
 */
export async function startRestartStack(label: string, rateLimitMultiplier: number): Promise<RestartStack> {
  const urls = await ensureTestServers('postgres', 'rabbitmq', 'redis');
  const database = await createTestDatabase(`system-${label}`);
  const namespace = uniqueNamespace(`system-${label}`);
  const dataDir = await mkdtemp(join(tmpdir(), `${label}-system-`));
  const secret = randomBytes(32).toString('hex');
  const redisKeyPrefix = `${namespace}:`;
  const common = {
    DATABASE_URL: database.url,
    AMQP_URL: urls.amqpUrl,
    EVENTS_NAMESPACE: namespace,
    INTERNAL_SECRET: secret,
    EVENTS_RETRY_DELAYS_MS: '50,100,200,400',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // One owner answers hundreds of guests within a minute here: lift chat's per-person send limit.
    CHAT_SEND_LIMIT_PER_MINUTE: '100000',
  };
  const services = await startAll([
    () =>
      startServiceProcess(
        'identity',
        { ...common, REDIS_URL: urls.redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix, DATA_DIR: dataDir },
        '/ready',
      ),
    () => startServiceProcess('catalog', { ...common, DATA_DIR: dataDir }, '/ready'),
    () => startServiceProcess('chat', common, '/ready'),
  ]);
  const [identity, catalog, chat] = services;
  const gatewayEnv = {
    INTERNAL_SECRET: secret,
    REDIS_URL: urls.redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    AMQP_URL: urls.amqpUrl,
    EVENTS_NAMESPACE: namespace,
    IDENTITY_URL: identity.url,
    CATALOG_URL: catalog.url,
    CHAT_URL: chat.url,
    RATE_LIMIT_MULTIPLIER: String(rateLimitMultiplier),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  const gateways = await startAll([
    () => startServiceProcess('gateway', gatewayEnv),
    () => startServiceProcess('gateway', gatewayEnv),
  ]).catch(async (error: unknown) => {
    await Promise.all(services.map((service) => service.stop()));
    throw error;
  });
  let [gatewayA] = gateways;
  const [, gatewayB] = gateways;
  const stack: RestartStack = {
    gatewayA,
    gatewayB,
    stopGatewayA: () => gatewayA.stop(),
    startGatewayAAgain: async () => {
      gatewayA = await startServiceProcess('gateway', gatewayEnv, '/health', { port: gatewayA.port });
      stack.gatewayA = gatewayA;
      return gatewayA;
    },
    stop: async () => {
      await Promise.all([gatewayA.stop(), gatewayB.stop()]);
      for (const service of [...services].reverse()) await service.stop();
      await deleteAmqpNamespace(urls.amqpUrl, namespace, ['identity', 'catalog', 'chat', 'gateway.realtime']).catch(
        () => undefined,
      );
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Starts processes side by side; if one fails, stops the others before passing the failure on. */
async function startAll(starts: Array<() => Promise<ServiceProcess>>): Promise<ServiceProcess[]> {
  const results = await Promise.allSettled(starts.map((start) => start()));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failed) return results.map((result) => (result as PromiseFulfilledResult<ServiceProcess>).value);
  await Promise.all(results.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
  throw failed.reason;
}
