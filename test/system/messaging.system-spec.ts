import { randomBytes, randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { DataSource } from 'typeorm';
import { DomainEvent } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import {
  createTcpProxy,
  createTestDatabase,
  deleteAmqpNamespace,
  ensureTestServers,
  sleep,
  TcpProxy,
  TestDatabase,
  uniqueNamespace,
  waitFor,
  publishRawEnvelope,
} from '@app/testing';

import { ServiceProcess, startServiceProcess } from './support/service-process';

/**
 * The event backbone across processes: catalog publishes through its outbox, admin-audit consumes over RabbitMQ
 * into its event history. Catalog reaches the broker through a TCP proxy the test can cut.
 */
describe('event delivery between services over RabbitMQ', () => {
  let database: TestDatabase;
  let namespace: string;
  let brokerProxy: TcpProxy;
  let catalog: ServiceProcess;
  let adminAudit: ServiceProcess;
  let catalogData: DataSource;
  let amqpUrl: string;
  const outbox = new OutboxService('catalog');

  beforeAll(async () => {
    ({ amqpUrl } = await ensureTestServers('postgres', 'rabbitmq'));
    database = await createTestDatabase('system-messaging');
    namespace = uniqueNamespace('system-messaging');
    const broker = new URL(amqpUrl);
    brokerProxy = await createTcpProxy({ host: broker.hostname, port: Number(broker.port || 5672) });
    const proxiedUrl = new URL(amqpUrl);
    proxiedUrl.hostname = '127.0.0.1';
    proxiedUrl.port = String(brokerProxy.port);
    const common = {
      DATABASE_URL: database.url,
      EVENTS_NAMESPACE: namespace,
      INTERNAL_SECRET: randomBytes(32).toString('hex'),
      EVENTS_RETRY_DELAYS_MS: '50,100,150,200',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    };
    adminAudit = await startServiceProcess('admin-audit', { ...common, AMQP_URL: amqpUrl }, '/ready');
    catalog = await startServiceProcess('catalog', { ...common, AMQP_URL: proxiedUrl.toString() }, '/ready');
    catalogData = await new DataSource({ type: 'postgres', url: database.url, schema: 'catalog' }).initialize();
  });

  afterAll(async () => {
    await catalogData?.destroy();
    await catalog?.stop();
    await adminAudit?.stop();
    await brokerProxy?.close();
    await deleteAmqpNamespace(amqpUrl, namespace, ['catalog', 'admin-audit']).catch(() => undefined);
    await database?.drop();
  });

  function publishThroughOutbox(name: string): Promise<DomainEvent<'shop.created'>> {
    return catalogData.transaction((manager) =>
      outbox.publish(manager, 'shop.created', {
        shopId: 1,
        ownerId: 2,
        name,
        location: 'Galway',
        categoryId: null,
        status: 'pending',
        isApproved: false,
        isActive: true,
        createdAt: new Date().toISOString(),
      }),
    );
  }

  async function historyCount(eventId: string): Promise<number> {
    const rows: Array<{ count: string }> = await catalogData.query(
      'SELECT count(*) FROM audit.event_history WHERE event_id = $1',
      [eventId],
    );
    return Number(rows[0].count);
  }

  const publishRaw = (envelope: object & { id: string; name: string }) =>
    publishRawEnvelope(amqpUrl, namespace, envelope);

  async function deadLetterQueueDepth(): Promise<number> {
    const connection = await amqplib.connect(amqpUrl);
    try {
      const channel = await connection.createChannel();
      const { messageCount } = await channel.checkQueue(`${namespace}admin-audit.dead-letter`);
      await channel.close();
      return messageCount;
    } finally {
      await connection.close();
    }
  }

  it('delivers an outbox event to another service once in effect, even when delivered twice', async () => {
    const event = await publishThroughOutbox('Kenny’s Bookshop');
    await waitFor('the event in admin-audit history', async () => (await historyCount(event.id)) === 1);

    await publishRaw(event);
    await publishRaw(event);
    const marker = await publishThroughOutbox('marker');
    await waitFor('the marker event after the duplicates', async () => (await historyCount(marker.id)) === 1);
    await sleep(300);

    await expect(historyCount(event.id)).resolves.toBe(1);
    const inbox: Array<{ count: string }> = await catalogData.query(
      'SELECT count(*) FROM audit.inbox_events WHERE event_id = $1',
      [event.id],
    );
    expect(Number(inbox[0].count)).toBe(1);
  });

  it('keeps events in the outbox while the broker is unreachable and sends them when it is back', async () => {
    await brokerProxy.close();
    const event = await publishThroughOutbox('Written while the broker was away');
    await sleep(1500);
    const waiting: Array<{ published_at: Date | null }> = await catalogData.query(
      'SELECT published_at FROM catalog.outbox_events WHERE id = $1',
      [event.id],
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0].published_at).toBeNull();
    await expect(historyCount(event.id)).resolves.toBe(0);

    await brokerProxy.open();
    await waitFor('the held event to arrive', async () => (await historyCount(event.id)) === 1, { timeoutMs: 45_000 });
    const sent: Array<{ published_at: Date | null }> = await catalogData.query(
      'SELECT published_at FROM catalog.outbox_events WHERE id = $1',
      [event.id],
    );
    expect(sent[0].published_at).not.toBeNull();
  });

  it('parks an event its handler always fails on in the dead-letter queue without blocking later ones', async () => {
    const poison = { id: randomUUID(), name: 'shop.created', occurredAt: new Date().toISOString(), payload: {} };
    await publishRaw(poison);
    const later = await publishThroughOutbox('Published after the poison message');

    await waitFor('the later event', async () => (await historyCount(later.id)) === 1, { timeoutMs: 20_000 });
    await waitFor('the poison message in the dead-letter queue', async () => (await deadLetterQueueDepth()) === 1, {
      timeoutMs: 20_000,
    });
    await expect(historyCount(poison.id)).resolves.toBe(0);

    const response = await fetch(`${adminAudit.url}/ready`);
    expect(response.status).toBe(200);
  });
});
