import { randomBytes, randomUUID } from 'node:crypto';
import { INestApplication, Logger } from '@nestjs/common';
import { Client } from 'pg';
import { ANONYMOUS, RequestIdentity, signIdentity } from '@app/auth-context';
import { loadConfig } from '@app/config';
import { adminAuditConfigSchema, adminAuditService } from '@app/admin-audit';
import { DomainEvent, EventActor, EventName, EventPayload } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { createServiceApp } from '@app/service-kit';
import { createTestDatabase, ensureTestServers, TestDatabase, uniqueNamespace } from '@app/testing';

/** The admin-audit app on a fresh database with the in-process bus, called in-process. */
export interface AdminAuditHarness {
  app: INestApplication;
  namespace: string;
  sql: Client;
  /** Signed identity headers of a person as the gateway would send them. */
  signed(identity: Partial<RequestIdentity>): Record<string, string>;
  /** Delivers an event through the bus and waits until admin-audit handled it. */
  deliver<N extends EventName>(
    name: N,
    payload: EventPayload<N>,
    options?: { at?: Date; actor?: EventActor },
  ): Promise<void>;
  stop(): Promise<void>;
}

export async function startAdminAuditHarness(label: string): Promise<AdminAuditHarness> {
  Logger.overrideLogger(['error']);
  await ensureTestServers('postgres');
  const database: TestDatabase = await createTestDatabase(label);
  const secret = randomBytes(32).toString('hex');
  const namespace = uniqueNamespace(label);
  const config = loadConfig(adminAuditConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    INTERNAL_SECRET: secret,
    EVENTS_NAMESPACE: namespace,
    EVENTS_RETRY_DELAYS_MS: '50,50,50,50',
  });
  const app = await createServiceApp(adminAuditService, config, { handleSignals: false });
  await app.init();
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  return {
    app,
    namespace,
    sql,
    signed: (identity) => signIdentity({ ...ANONYMOUS, ...identity }, secret),
    deliver: async (name, payload, options = {}) => {
      const event = {
        id: randomUUID(),
        name,
        occurredAt: (options.at ?? new Date()).toISOString(),
        ...(options.actor ? { actor: options.actor } : {}),
        payload,
      } as DomainEvent;
      inProcessBus.publish(namespace, event);
      await inProcessBus.idle();
    },
    stop: async () => {
      await app.close();
      await sql.end().catch(() => undefined);
      await database.drop();
    },
  };
}
