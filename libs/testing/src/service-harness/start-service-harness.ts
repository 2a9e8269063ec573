import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { ANONYMOUS, signIdentity, signInternalCall } from '@app/auth-context';
import { loadConfig } from '@app/config';
import { createServiceApp } from '@app/service-kit';
import { uniqueNamespace } from '../amqp-namespace';
import { createTestDatabase } from '../test-database';
import { deliverEvent } from './bus-delivery';
import { ExtraValues, HarnessExtras } from './harness-extra';
import { outboxRows } from './outbox-rows';
import { ServiceHarness, ServiceHarnessOptions } from './service-harness';

/**
 * Starts a service app for one test file: a fresh database (migrated by the app), a bus namespace of its own
 * (the in-process bus), a random INTERNAL_SECRET and the extras asked for; `stop()` undoes all of it.
 */
export async function startServiceHarness<E extends HarnessExtras = Record<never, never>>(
  options: ServiceHarnessOptions<E>,
): Promise<ServiceHarness & ExtraValues<E>> {
  Logger.overrideLogger(['error']);
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const database = options.database ?? (await createTestDatabase(options.label));
    if (!options.database) cleanups.push(() => database.drop());
    const namespace = uniqueNamespace(options.label);
    const secret = randomBytes(32).toString('hex');
    const extras: Record<string, unknown> = {};
    let extrasEnv = {};
    for (const [key, extra] of Object.entries(options.extras ?? {})) {
      const started = await extra({ label: options.label, namespace });
      cleanups.push(() => started.stop());
      extras[key] = started.value;
      extrasEnv = { ...extrasEnv, ...started.env };
    }
    const config = loadConfig(options.service.configSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      INTERNAL_SECRET: secret,
      EVENTS_NAMESPACE: namespace,
      EVENTS_RETRY_DELAYS_MS: '50,50,50,50',
      ...extrasEnv,
      ...options.env,
    });
    const app = await createServiceApp(options.service, config, { handleSignals: false });
    cleanups.push(() => app.close());
    await app.init();
    const sql = new Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end().catch(() => undefined));
    const harness: ServiceHarness = {
      app,
      namespace,
      secret,
      sql,
      http: () => request(app.getHttpServer()),
      signed: (identity, client) => signIdentity({ ...ANONYMOUS, ...identity }, secret, Date.now(), client),
      internal: () => signInternalCall(secret),
      deliver: (name, payload, delivery) => deliverEvent(namespace, name, payload, delivery),
      outbox: (name) => outboxRows(sql, options.schema, name),
      stop,
    };
    return { ...harness, ...(extras as ExtraValues<E>) };
  } catch (error) {
    await stop();
    throw error;
  }
}
