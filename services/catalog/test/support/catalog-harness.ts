import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { ANONYMOUS, RequestClient, RequestIdentity, signIdentity } from '@app/auth-context';
import { Env, loadConfig } from '@app/config';
import { catalogConfigSchema, catalogService, ShopViewRecorder } from '@app/catalog';
import { DomainEvent, EventName, EventPayload } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { createServiceApp } from '@app/service-kit';
import { createTestDatabase, ensureTestServers, TestDatabase, uniqueNamespace } from '@app/testing';

/** The catalog app on a fresh database with the in-process bus, called in-process with supertest. */
export interface CatalogHarness {
  app: INestApplication;
  namespace: string;
  dataDir: string;
  sql: Client;
  http(): ReturnType<typeof request>;
  /** Signed identity headers of a person as the gateway would send them. */
  /** The gateway's identity headers for a person, and for the client's IP and user agent when given. */
  signed(identity: Partial<RequestIdentity>, client?: RequestClient): Record<string, string>;
  /** Delivers an event of another service through the bus and waits until catalog handled it. */
  deliver<N extends EventName>(name: N, payload: EventPayload<N>): Promise<void>;
  /** The catalog outbox rows of an event name, oldest first. */
  outbox(name: string): Promise<Array<{ payload: any; actor: any }>>;
  /** Writes the shop views the page has counted but not yet written (they go every VIEW_FLUSH_INTERVAL_MS). */
  flushViews(): Promise<void>;
  stop(): Promise<void>;
}

export async function startCatalogHarness(label: string, env: Env = {}): Promise<CatalogHarness> {
  Logger.overrideLogger(['error']);
  await ensureTestServers('postgres');
  const database: TestDatabase = await createTestDatabase(label);
  const dataDir = await mkdtemp(join(tmpdir(), 'catalog-'));
  const secret = randomBytes(32).toString('hex');
  const namespace = uniqueNamespace(label);
  const config = loadConfig(catalogConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    INTERNAL_SECRET: secret,
    EVENTS_NAMESPACE: namespace,
    EVENTS_RETRY_DELAYS_MS: '50,50,50,50',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await createServiceApp(catalogService, config, { handleSignals: false });
  await app.init();
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  return {
    app,
    namespace,
    dataDir,
    sql,
    http: () => request(app.getHttpServer()),
    signed: (identity, client) => signIdentity({ ...ANONYMOUS, ...identity }, secret, Date.now(), client),
    deliver: async (name, payload) => {
      const event: DomainEvent = {
        id: randomUUID(),
        name,
        occurredAt: new Date().toISOString(),
        payload,
      } as DomainEvent;
      inProcessBus.publish(namespace, event);
      await inProcessBus.idle();
    },
    outbox: async (name) =>
      (
        await sql.query('SELECT payload, actor FROM catalog.outbox_events WHERE name = $1 ORDER BY occurred_at, id', [
          name,
        ])
      ).rows,
    flushViews: () => app.get(ShopViewRecorder).flush(),
    stop: async () => {
      await app.close();
      await sql.end().catch(() => undefined);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function owner(userId: number, name = 'Aoife Byrne'): Partial<RequestIdentity> {
  return { userId, role: 'shop_owner', name, email: `owner${userId}@example.ie` };
}

export function customer(userId: number): Partial<RequestIdentity> {
  return { userId, role: 'customer', name: 'Ciara Walsh', email: `customer${userId}@example.ie` };
}

export const ADMIN: Partial<RequestIdentity> = {
  userId: 1,
  role: 'admin',
  isAdmin: true,
  name: 'Admin Person',
  email: 'admin@example.ie',
};
