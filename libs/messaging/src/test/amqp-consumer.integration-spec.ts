import { Logger } from '@nestjs/common';
import {
  TestDatabase,
  createTestDatabase,
  deleteAmqpNamespace,
  ensureTestServers,
  uniqueNamespace,
  waitFor,
  sleep,
} from '@app/testing';
import { ChannelModel, connect } from 'amqplib';
import { DataSource } from 'typeorm';
import { MessagingRuntime } from '../messaging-runtime';
import { HEADERS, MAX_ATTEMPTS, exchangeName, serviceQueueNames } from '../messaging.constants';
import { RecordReviewHandler, effectsOf, openDataSource } from './integration-kit';
import { reviewCreated, reviewPayload } from './fakes';

jest.setTimeout(30_000);

describe('AMQP consumer', () => {
  const namespace = uniqueNamespace('consumer');
  const queues = serviceQueueNames(namespace, 'catalog');
  let amqpUrl: string;
  let database: TestDatabase;
  let reviewsDb: DataSource;
  let catalogDb: DataSource;
  let reviews: MessagingRuntime;
  let catalog: MessagingRuntime;
  let handler: RecordReviewHandler;
  let broker: ChannelModel;
  let handlings = 0;

  beforeAll(async () => {
    Logger.overrideLogger(['error']);
    ({ amqpUrl } = await ensureTestServers('postgres', 'rabbitmq'));
    database = await createTestDatabase('messaging-consumer');
    reviewsDb = await openDataSource(database.url, 'reviews');
    catalogDb = await openDataSource(database.url, 'catalog');
    handler = new RecordReviewHandler('catalog');
    const settings = { amqpUrl, eventsNamespace: namespace, retryDelaysMs: [100, 100, 100, 100] };
    catalog = new MessagingRuntime({
      ...settings,
      dataSource: catalogDb,
      service: 'catalog',
      schema: 'catalog',
      handlers: [handler],
    });
    const process = catalog.consumer.process.bind(catalog.consumer);
    catalog.consumer.process = async (body, attempt) => {
      try {
        await process(body, attempt);
      } finally {
        handlings += 1;
      }
    };
    reviews = new MessagingRuntime({ ...settings, dataSource: reviewsDb, service: 'reviews', schema: 'reviews' });
    await catalog.start();
    await reviews.start();
    broker = await connect(amqpUrl);
  });

  afterAll(async () => {
    await broker?.close();
    await reviews?.stop();
    await catalog?.stop();
    await reviewsDb?.destroy();
    await catalogDb?.destroy();
    await database?.drop();
    await deleteAmqpNamespace(amqpUrl, namespace, ['catalog', 'reviews']);
  });

  it('has the effect of an event delivered twice only once', async () => {
    const event = reviewCreated({ reviewId: 10 });
    const channel = await broker.createConfirmChannel();
    const body = Buffer.from(JSON.stringify(event));
    const properties = { persistent: true, messageId: event.id, type: event.name, contentType: 'application/json' };
    channel.publish(exchangeName(namespace), event.name, body, properties);
    channel.publish(exchangeName(namespace), event.name, body, properties);
    await channel.waitForConfirms();
    await channel.close();

    await waitFor('both deliveries to be handled', () => handlings >= 2);
    await sleep(200);

    expect(handlings).toBe(2);
    await expect(effectsOf(catalogDb, 'catalog')).resolves.toEqual([{ event_id: event.id, review_id: 10 }]);
    expect(handler.calls).toBe(1);
    await expect(
      catalogDb.query(`SELECT count(*)::int AS n FROM "catalog"."inbox_events" WHERE "event_id" = $1`, [event.id]),
    ).resolves.toEqual([{ n: 1 }]);
  });

  it(`parks an event whose handler always throws after ${MAX_ATTEMPTS} attempts, while a later event is handled`, async () => {
    handler.refuse.add(666);
    const callsBefore = handler.calls;
    const [poisoned, healthy] = await reviewsDb.transaction(async (manager) => [
      await reviews.outbox.publish(manager, 'review.created', reviewPayload({ reviewId: 666 })),
      await reviews.outbox.publish(manager, 'review.created', reviewPayload({ reviewId: 11 })),
    ]);

    await waitFor('the later event to be handled', async () =>
      (await effectsOf(catalogDb, 'catalog')).some((effect) => effect.event_id === healthy.id),
    );
    const parkedRows = await waitFor(
      'the dead letter row',
      async () => {
        const rows = await catalogDb.query(`SELECT * FROM "catalog"."dead_letter_events"`);
        return rows.length > 0 && rows;
      },
      { timeoutMs: 15_000 },
    );

    expect(parkedRows).toEqual([
      expect.objectContaining({
        event_id: poisoned.id,
        event_name: 'review.created',
        handler: 'RecordReviewHandler',
        attempts: MAX_ATTEMPTS,
        error: expect.stringContaining('review 666 refused'),
        replayed_at: null,
      }),
    ]);
    expect(parkedRows[0].envelope).toEqual(JSON.parse(JSON.stringify(poisoned)));
    expect(handler.calls - callsBefore).toBe(MAX_ATTEMPTS + 1);

    const channel = await broker.createChannel();
    const parked = await channel.get(queues.deadLetter, { noAck: true });
    await channel.close();
    expect(parked).not.toBe(false);
    if (parked === false) return;
    expect(JSON.parse(parked.content.toString())).toEqual(JSON.parse(JSON.stringify(poisoned)));
    expect(parked.properties.messageId).toBe(poisoned.id);
    expect(parked.properties.headers?.[HEADERS.attempts]).toBe(MAX_ATTEMPTS);
    expect(String(parked.properties.headers?.[HEADERS.lastError])).toContain('review 666 refused');
    // The refused handling rolled back: no effect and no inbox row for the parked event.
    const effects = await effectsOf(catalogDb, 'catalog');
    expect(effects.filter((effect) => effect.event_id === poisoned.id)).toEqual([]);
  });

  it('parks a message that is not an event envelope at once', async () => {
    const channel = await broker.createConfirmChannel();
    channel.publish(exchangeName(namespace), 'review.created', Buffer.from('{"hello":'), { persistent: true });
    await channel.waitForConfirms();

    const parked = await waitFor('the malformed message in the dead-letter queue', async () =>
      channel.get(queues.deadLetter, { noAck: true }),
    );
    await channel.close();

    expect(parked.content.toString()).toBe('{"hello":');
    expect(parked.properties.headers?.[HEADERS.attempts]).toBe(1);
    expect(String(parked.properties.headers?.[HEADERS.lastError])).toMatch(/not JSON/);
  });
});
