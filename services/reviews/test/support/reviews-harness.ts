import { randomBytes, randomUUID } from 'node:crypto';
import { INestApplication, Logger } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { ANONYMOUS, RequestIdentity, signIdentity } from '@app/auth-context';
import { Env, loadConfig } from '@app/config';
import { DomainEvent, EventName, EventPayload } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { reviewsConfigSchema, reviewsService } from '@app/reviews';
import { createServiceApp } from '@app/service-kit';
import { createTestDatabase, ensureTestServers, TestDatabase, uniqueNamespace } from '@app/testing';

/** The reviews app on a fresh database with the in-process bus, called in-process with supertest. */
export interface ReviewsHarness {
  app: INestApplication;
  namespace: string;
  sql: Client;
  http(): ReturnType<typeof request>;
  /** Signed identity headers of a person as the gateway would send them. */
  signed(identity: Partial<RequestIdentity>): Record<string, string>;
  /** Delivers an event of another service through the bus and waits until reviews handled it. */
  deliver<N extends EventName>(name: N, payload: EventPayload<N>, occurredAt?: Date): Promise<void>;
  /** The reviews outbox rows of an event name, oldest first. */
  outbox(name: string): Promise<Array<{ payload: any; actor: any }>>;
  stop(): Promise<void>;
}

export async function startReviewsHarness(label: string, env: Env = {}): Promise<ReviewsHarness> {
  Logger.overrideLogger(['error']);
  await ensureTestServers('postgres');
  const database: TestDatabase = await createTestDatabase(label);
  const secret = randomBytes(32).toString('hex');
  const namespace = uniqueNamespace(label);
  const config = loadConfig(reviewsConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    INTERNAL_SECRET: secret,
    EVENTS_NAMESPACE: namespace,
    EVENTS_RETRY_DELAYS_MS: '50,50,50,50',
    ...env,
  });
  const app = await createServiceApp(reviewsService, config, { handleSignals: false });
  await app.init();
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  return {
    app,
    namespace,
    sql,
    http: () => request(app.getHttpServer()),
    signed: (identity) => signIdentity({ ...ANONYMOUS, ...identity }, secret),
    deliver: async (name, payload, occurredAt = new Date()) => {
      const event = { id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload } as DomainEvent;
      inProcessBus.publish(namespace, event);
      await inProcessBus.idle();
    },
    outbox: async (name) =>
      (
        await sql.query('SELECT payload, actor FROM reviews.outbox_events WHERE name = $1 ORDER BY occurred_at, id', [
          name,
        ])
      ).rows,
    stop: async () => {
      await app.close();
      await sql.end().catch(() => undefined);
      await database.drop();
    },
  };
}

export function customer(userId: number, name = 'Ciara Walsh'): Partial<RequestIdentity> {
  return { userId, role: 'customer', name, email: `customer${userId}@example.ie` };
}

export function owner(userId: number, name = 'Aoife Byrne'): Partial<RequestIdentity> {
  return { userId, role: 'shop_owner', name, email: `owner${userId}@example.ie` };
}
