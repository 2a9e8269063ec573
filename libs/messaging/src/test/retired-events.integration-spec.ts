import { Logger } from '@nestjs/common';
import {
  TestDatabase,
  createTestDatabase,
  deleteAmqpNamespace,
  ensureTestServers,
  publishRawEnvelope,
  sleep,
  uniqueNamespace,
  waitFor,
} from '@app/testing';
import { ChannelModel, connect } from 'amqplib';
import { DataSource } from 'typeorm';
import { MessagingRuntime } from '../messaging-runtime';
import { serviceQueueNames } from '../messaging.constants';
import { reviewCreated } from './fakes';
import { RecordReviewHandler, effectsOf, openDataSource } from './integration-kit';

jest.setTimeout(30_000);

/**
 * A service version that retires an event (`EventHandler.retiredEvents`) replaces one that consumed it: its durable
 * queue, which kept the old binding, is unbound, and what that queue already held is still handled.
 */
describe('retired events on RabbitMQ', () => {
  const namespace = uniqueNamespace('retired');
  const queues = serviceQueueNames(namespace, 'catalog');
  let amqpUrl: string;
  let database: TestDatabase;
  let catalogDb: DataSource;
  let broker: ChannelModel;
  const runtimes: MessagingRuntime[] = [];

  const startCatalog = async (handler: RecordReviewHandler) => {
    const runtime = new MessagingRuntime({
      amqpUrl,
      eventsNamespace: namespace,
      dataSource: catalogDb,
      service: 'catalog',
      schema: 'catalog',
      handlers: [handler],
      relay: false,
    });
    runtimes.push(runtime);
    await runtime.start();
    return runtime;
  };

  const publish = (reviewId: number) => publishRawEnvelope(amqpUrl, namespace, reviewCreated({ reviewId }));

  const queuedMessages = async () => {
    const channel = await broker.createChannel();
    try {
      return (await channel.checkQueue(queues.main)).messageCount;
    } finally {
      await channel.close();
    }
  };

  beforeAll(async () => {
    Logger.overrideLogger(['error']);
    ({ amqpUrl } = await ensureTestServers('postgres', 'rabbitmq'));
    database = await createTestDatabase('messaging-retired');
    catalogDb = await openDataSource(database.url, 'catalog');
    broker = await connect(amqpUrl);
  });

  afterAll(async () => {
    for (const runtime of runtimes) await runtime.stop();
    await broker?.close();
    await catalogDb?.destroy();
    await database?.drop();
    await deleteAmqpNamespace(amqpUrl, namespace, ['catalog']);
  });

  it('unbinds the queue from a retired event and still handles the ones it held', async () => {
    const before = await startCatalog(new RecordReviewHandler('catalog'));
    await before.stop();
    await publish(1);
    expect(await queuedMessages()).toBe(1);

    const retiring = Object.assign(new RecordReviewHandler('catalog'), { retiredEvents: ['review.created'] as const });
    await startCatalog(retiring);
    await waitFor('the queued event to be handled', async () => (await effectsOf(catalogDb, 'catalog')).length === 1);

    await publish(2);
    await sleep(500);
    expect(await queuedMessages()).toBe(0);
    expect((await effectsOf(catalogDb, 'catalog')).map((effect) => effect.review_id)).toEqual([1]);
    expect(retiring.calls).toBe(1);
  });
});
