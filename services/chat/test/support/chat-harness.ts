import { randomBytes, randomUUID } from 'node:crypto';
import { INestApplication, Logger } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { ANONYMOUS, RequestIdentity, signIdentity, signInternalCall } from '@app/auth-context';
import { loadConfig } from '@app/config';
import { chatConfigSchema, chatService } from '@app/chat';
import { DomainEvent, EventName, EventPayload } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { createServiceApp } from '@app/service-kit';
import { createTestDatabase, ensureTestServers, TestDatabase, uniqueNamespace } from '@app/testing';

/** The chat app on a fresh database with the in-process bus, called in-process with supertest. */
export interface ChatHarness {
  app: INestApplication;
  namespace: string;
  sql: Client;
  http(): ReturnType<typeof request>;
  signed(identity: Partial<RequestIdentity>): Record<string, string>;
  /** The gateway's internal call signature. */
  internal(): Record<string, string>;
  /** Delivers an event of another service through the bus and waits until chat handled it. */
  deliver<N extends EventName>(name: N, payload: EventPayload<N>): Promise<void>;
  outbox(name: string): Promise<Array<{ payload: any }>>;
  stop(): Promise<void>;
}

export async function startChatHarness(
  label: string,
  overrides: Record<string, string> = {},
): Promise<ChatHarness> {
  Logger.overrideLogger(['error']);
  await ensureTestServers('postgres');
  const database: TestDatabase = await createTestDatabase(label);
  const secret = randomBytes(32).toString('hex');
  const namespace = uniqueNamespace(label);
  const config = loadConfig(chatConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    INTERNAL_SECRET: secret,
    EVENTS_NAMESPACE: namespace,
    EVENTS_RETRY_DELAYS_MS: '50,50,50,50',
    ...overrides,
  });
  const app = await createServiceApp(chatService, config, { handleSignals: false });
  await app.init();
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  return {
    app,
    namespace,
    sql,
    http: () => request(app.getHttpServer()),
    signed: (identity) => signIdentity({ ...ANONYMOUS, ...identity }, secret),
    internal: () => signInternalCall(secret),
    deliver: async (name, payload) => {
      const event = { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload } as DomainEvent;
      inProcessBus.publish(namespace, event);
      await inProcessBus.idle();
    },
    outbox: async (name) =>
      (await sql.query('SELECT payload FROM chat.outbox_events WHERE name = $1 ORDER BY occurred_at, id', [name])).rows,
    stop: async () => {
      await app.close();
      await sql.end().catch(() => undefined);
      await database.drop();
    },
  };
}

export const owner = (userId: number): Partial<RequestIdentity> => ({ userId, role: 'shop_owner', name: 'Owner' });
export const customer = (userId: number): Partial<RequestIdentity> => ({ userId, role: 'customer', name: 'Customer' });
export const guest = (guestSessionId: number): Partial<RequestIdentity> => ({ guestSessionId });
