import { Logger } from '@nestjs/common';
import {
  TcpProxy,
  TestDatabase,
  createTcpProxy,
  createTestDatabase,
  deleteAmqpNamespace,
  ensureTestServers,
  sleep,
  uniqueNamespace,
  waitFor,
} from '@app/testing';
import { DataSource } from 'typeorm';
import { MessagingRuntime, MessagingSettings } from '../messaging-runtime';
import { RecordReviewHandler, effectsOf, openDataSource, outboxOf } from './integration-kit';
import { reviewPayload } from './fakes';

jest.setTimeout(30_000);

describe('Outbox while RabbitMQ is unreachable', () => {
  const namespace = uniqueNamespace('outage');
  let amqpUrl: string;
  let database: TestDatabase;
  let reviewsDb: DataSource;
  let catalogDb: DataSource;
  let catalog: MessagingRuntime;
  let handler: RecordReviewHandler;
  let proxy: TcpProxy;
  const producers: MessagingRuntime[] = [];

  const settings = (): MessagingSettings => ({
    eventsNamespace: namespace,
    relayIntervalMs: 200,
    publishTimeoutMs: 800,
    reconnectSeconds: 0.3,
    heartbeatSeconds: 1,
  });

  /** A reviews process whose broker traffic goes through the proxy. */
  async function startProducer(): Promise<MessagingRuntime> {
    const proxied = new URL(amqpUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const runtime = new MessagingRuntime({
      ...settings(),
      amqpUrl: proxied.toString(),
      dataSource: reviewsDb,
      service: 'reviews',
      schema: 'reviews',
    });
    producers.push(runtime);
    await runtime.start();
    return runtime;
  }

  async function publishReviews(runtime: MessagingRuntime, ...reviewIds: number[]) {
    return reviewsDb.transaction(async (manager) => {
      const events = [];
      for (const reviewId of reviewIds)
        events.push(await runtime.outbox.publish(manager, 'review.created', reviewPayload({ reviewId })));
      return events;
    });
  }

  async function expectHandledOnce(reviewIds: number[]) {
    await waitFor(
      `reviews ${reviewIds.join(', ')} to reach the catalog`,
      async () => {
        const handled = (await effectsOf(catalogDb, 'catalog')).map((effect) => effect.review_id);
        return reviewIds.every((id) => handled.includes(id));
      },
      { timeoutMs: 15_000 },
    );
    const handled = (await effectsOf(catalogDb, 'catalog')).map((effect) => effect.review_id);
    for (const id of reviewIds) expect(handled.filter((h) => h === id)).toHaveLength(1);
  }

  beforeAll(async () => {
    Logger.overrideLogger(process.env.DEBUG_MESSAGING ? ['error', 'warn', 'log', 'debug'] : ['error']);
    ({ amqpUrl } = await ensureTestServers('postgres', 'rabbitmq'));
    const broker = new URL(amqpUrl);
    proxy = await createTcpProxy({ host: broker.hostname, port: Number(broker.port) || 5672 });
    database = await createTestDatabase('messaging-outage');
    reviewsDb = await openDataSource(database.url, 'reviews');
    catalogDb = await openDataSource(database.url, 'catalog');
    handler = new RecordReviewHandler('catalog');
    catalog = new MessagingRuntime({
      ...settings(),
      amqpUrl,
      dataSource: catalogDb,
      service: 'catalog',
      schema: 'catalog',
      handlers: [handler],
    });
    await catalog.start();
  });

  afterEach(async () => {
    await Promise.all(producers.splice(0).map((runtime) => runtime.stop()));
    await proxy.open();
  });

  afterAll(async () => {
    await catalog?.stop();
    await proxy?.close();
    await reviewsDb?.destroy();
    await catalogDb?.destroy();
    await database?.drop();
    await deleteAmqpNamespace(amqpUrl, namespace, ['catalog', 'reviews']);
  });

  it('keeps events in the outbox while the broker connection is down and publishes them when it is back', async () => {
    const reviews = await startProducer();
    await expect(reviews.health.check()).resolves.toEqual({ broker: 'up' });

    await proxy.close();
    await waitFor('the producer to notice the outage', async () => (await reviews.health.check()).broker === 'down');
    const events = await publishReviews(reviews, 1, 2);
    await sleep(1_000);

    const waiting = await outboxOf(reviewsDb, 'reviews');
    expect(waiting.map((row) => row.id)).toEqual(events.map((event) => event.id));
    expect(waiting.every((row) => row.published_at === null)).toBe(true);
    await expect(effectsOf(catalogDb, 'catalog')).resolves.toEqual([]);

    await proxy.open();

    await expectHandledOnce([1, 2]);
    expect((await outboxOf(reviewsDb, 'reviews')).every((row) => row.published_at !== null)).toBe(true);
    await expect(reviews.health.check()).resolves.toEqual({ broker: 'up' });
  });

  it('starts without a reachable broker and publishes once it appears', async () => {
    await proxy.close();
    const startedAt = Date.now();
    const reviews = await startProducer();
    expect(Date.now() - startedAt).toBeLessThan(7_000);
    await expect(reviews.health.check()).resolves.toEqual({ broker: 'down' });
    const [event] = await publishReviews(reviews, 3);
    await sleep(600);
    expect((await outboxOf(reviewsDb, 'reviews')).find((row) => row.id === event.id)?.published_at).toBeNull();

    await proxy.open();

    await expectHandledOnce([3]);
  });

  it('times out publishes on a connection that went silent, records the failure, and sends them later', async () => {
    const reviews = await startProducer();

    proxy.blackhole();
    const [event] = await publishReviews(reviews, 4);
    const failed = await waitFor('a timed-out publish to be recorded', async () => {
      const row = (await outboxOf(reviewsDb, 'reviews')).find((r) => r.id === event.id);
      return row && row.attempts > 0 && row;
    });
    expect(failed.published_at).toBeNull();
    expect(failed.last_error).toMatch(/timeout/);

    await proxy.open();

    await expectHandledOnce([4]);
    const row = (await outboxOf(reviewsDb, 'reviews')).find((r) => r.id === event.id);
    expect(row?.published_at).toBeInstanceOf(Date);
  });

  it('lets a consumer that lost its connection mid-handling resume, and the redelivered event has no second effect', async () => {
    const consumerProxy = await createTcpProxy({
      host: new URL(amqpUrl).hostname,
      port: Number(new URL(amqpUrl).port) || 5672,
    });
    const chatDb = await openDataSource(database.url, 'chat');
    const chatHandler = new RecordReviewHandler('chat');
    chatHandler.delayMs = 400;
    const proxied = new URL(amqpUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(consumerProxy.port);
    const chat = new MessagingRuntime({
      ...settings(),
      amqpUrl: proxied.toString(),
      dataSource: chatDb,
      service: 'chat',
      schema: 'chat',
      handlers: [chatHandler],
    });
    let deliveries = 0;
    const process = chat.consumer.process.bind(chat.consumer);
    chat.consumer.process = async (body, attempt) => {
      deliveries += 1;
      await process(body, attempt);
    };
    const reviews = new MessagingRuntime({
      ...settings(),
      amqpUrl,
      dataSource: reviewsDb,
      service: 'reviews',
      schema: 'reviews',
    });
    producers.push(reviews);
    try {
      await chat.start();
      await reviews.start();

      const [event] = await publishReviews(reviews, 5);
      await waitFor('the chat handler to be running', () => chatHandler.calls > 0);
      await consumerProxy.close();
      await sleep(600); // the handling commits; its ack cannot reach the broker
      expect(await effectsOf(chatDb, 'chat')).toEqual([{ event_id: event.id, review_id: 5 }]);

      await consumerProxy.open();

      await waitFor('the event to be delivered again', () => deliveries >= 2, { timeoutMs: 15_000 });
      await sleep(200);
      expect(chatHandler.calls).toBe(1);
      await expect(effectsOf(chatDb, 'chat')).resolves.toEqual([{ event_id: event.id, review_id: 5 }]);
    } finally {
      await chat.stop();
      await consumerProxy.close();
      await chatDb.destroy();
      await deleteAmqpNamespace(amqpUrl, namespace, ['chat']);
    }
  });
});
