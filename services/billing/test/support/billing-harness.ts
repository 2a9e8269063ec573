import { randomBytes, randomUUID } from 'node:crypto';
import { INestApplication, Logger } from '@nestjs/common';
import { Client } from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { ANONYMOUS, RequestIdentity, signIdentity } from '@app/auth-context';
import { billingConfigSchema, billingService } from '@app/billing';
import { Env, loadConfig } from '@app/config';
import { DomainEvent, EventName, EventPayload } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { createServiceApp } from '@app/service-kit';
import { createTestDatabase, ensureTestServers, TestDatabase, uniqueNamespace } from '@app/testing';

/** The secret the harness's offline mode signs with, so a test can sign (or forge) events itself. */
export const OFFLINE_SECRET = 'whsec_offline_integration_test_secret';

/** The billing app on a fresh database with the in-process bus, called in-process with supertest. */
export interface BillingHarness {
  app: INestApplication;
  sql: Client;
  http(): ReturnType<typeof request>;
  signed(identity: Partial<RequestIdentity>): Record<string, string>;
  /** Delivers an event of another service through the bus and waits until billing handled it. */
  deliver<N extends EventName>(name: N, payload: EventPayload<N>): Promise<void>;
  /** The billing outbox rows of an event name, oldest first. */
  outbox(name: string): Promise<Array<{ payload: any; actor: any }>>;
  /** Posts a payload to the webhook with a `Stripe-Signature` made with `secret`. */
  postWebhook(payload: string, secret: string): ReturnType<ReturnType<typeof request>['post']>;
  stop(): Promise<void>;
}

export async function startBillingHarness(label: string, env: Env = {}): Promise<BillingHarness> {
  Logger.overrideLogger(['error']);
  await ensureTestServers('postgres');
  const database: TestDatabase = await createTestDatabase(label);
  const secret = randomBytes(32).toString('hex');
  const namespace = uniqueNamespace(label);
  const config = loadConfig(billingConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    INTERNAL_SECRET: secret,
    EVENTS_NAMESPACE: namespace,
    EVENTS_RETRY_DELAYS_MS: '50,50,50,50',
    OFFLINE_WEBHOOK_SECRET: OFFLINE_SECRET,
    ...env,
  });
  const app = await createServiceApp(billingService, config, { handleSignals: false });
  await app.init();
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  const http = () => request(app.getHttpServer());
  return {
    app,
    sql,
    http,
    signed: (identity) => signIdentity({ ...ANONYMOUS, ...identity }, secret),
    deliver: async (name, payload) => {
      const event = { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload } as DomainEvent;
      inProcessBus.publish(namespace, event);
      await inProcessBus.idle();
    },
    outbox: async (name) =>
      (
        await sql.query('SELECT payload, actor FROM billing.outbox_events WHERE name = $1 ORDER BY occurred_at, id', [
          name,
        ])
      ).rows,
    postWebhook: (payload, signingSecret) =>
      http()
        .post('/api/billing/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret }))
        .send(payload),
    stop: async () => {
      await app.close();
      await sql.end().catch(() => undefined);
      await database.drop();
    },
  };
}

export function owner(userId: number): Partial<RequestIdentity> {
  return { userId, role: 'shop_owner', name: 'Aoife Byrne', email: `owner${userId}@example.ie` };
}

export function customer(userId: number): Partial<RequestIdentity> {
  return { userId, role: 'customer', name: 'Ciara Walsh', email: `customer${userId}@example.ie` };
}

/** A Stripe-shaped PaymentIntent event as Stripe would send it. */
export function intentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intentId: string,
  options: { eventId?: string; chargeId?: string; amount?: number; message?: string } = {},
): string {
  const chargeId = options.chargeId ?? `ch_${randomBytes(8).toString('hex')}`;
  const amount = options.amount ?? 20000;
  return JSON.stringify({
    id: options.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        currency: 'eur',
        latest_charge: chargeId,
        last_payment_error:
          type === 'payment_intent.succeeded'
            ? null
            : {
                type: 'card_error',
                code: 'card_declined',
                message: options.message ?? 'Your card was declined.',
                charge: chargeId,
              },
      },
    },
  });
}
