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
  const batchSizes: number[] = [];

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
    const processBatch = catalog.consumer.processBatch.bind(catalog.consumer);
    catalog.consumer.processBatch = async (deliveries) => {
      await processBatch(deliveries);
      // Counted once committed: a failed batch's deliveries go through `process` one by one (counted there).
      handlings += deliveries.length;
      batchSizes.push(deliveries.length);
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
    // Five attempts of the refused one and one handling of the other; when both came in one batch, that batch's
    // handlings (one or two, rolled back together) come on top before each is handled alone.
    expect(handler.calls - callsBefore).toBeGreaterThanOrEqual(MAX_ATTEMPTS + 1);
    expect(handler.calls - callsBefore).toBeLessThanOrEqual(MAX_ATTEMPTS + 3);

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

  it('handles a burst in batches, one transaction each, every event once', async () => {
    const before = await effectsOf(catalogDb, 'catalog');
    batchSizes.length = 0;
    const events = await reviewsDb.transaction(async (manager) => {
      const published = [];
      for (let i = 0; i < 40; i += 1) {
        published.push(await reviews.outbox.publish(manager, 'review.created', reviewPayload({ reviewId: 100 + i })));
      }
      return published;
    });

    await waitFor('every event of the burst to be handled', async () =>
      (await effectsOf(catalogDb, 'catalog')).length >= before.length + events.length ? true : undefined,
    );
    await sleep(200);

    const effects = (await effectsOf(catalogDb, 'catalog')).filter((effect) => effect.review_id >= 100);
    expect(effects.map((effect) => effect.event_id).sort()).toEqual(events.map((event) => event.id).sort());
    await expect(
      catalogDb.query(`SELECT count(*)::int AS n FROM "catalog"."inbox_events" WHERE "event_id" = ANY($1::uuid[])`, [
        events.map((event) => event.id),
      ]),
    ).resolves.toEqual([{ n: events.length }]);
    expect(Math.max(...batchSizes)).toBeGreaterThan(1);
  });

  it('rolls a failed batch back and handles its events one by one: the others once, the failing one retried', async () => {
    handler.refuse.add(777);
    const events = await reviewsDb.transaction(async (manager) => {
      const published = [];
      for (const reviewId of [200, 201, 777, 202, 203]) {
        published.push(await reviews.outbox.publish(manager, 'review.created', reviewPayload({ reviewId })));
      }
      return published;
    });
    const healthy = events.filter((event) => event.payload.reviewId !== 777).map((event) => event.id);

    await waitFor('the healthy events to be handled', async () =>
      (await effectsOf(catalogDb, 'catalog')).filter((effect) => healthy.includes(effect.event_id)).length ===
      healthy.length
        ? true
        : undefined,
    );
    handler.refuse.delete(777);
    const refused = events.find((event) => event.payload.reviewId === 777)!;
    await waitFor('the refused event to succeed on a retry', async () =>
      (await effectsOf(catalogDb, 'catalog')).some((effect) => effect.event_id === refused.id) ? true : undefined,
    );
    await sleep(300);

    const effects = (await effectsOf(catalogDb, 'catalog')).filter((effect) =>
      events.some((event) => event.id === effect.event_id),
    );
    expect(effects.map((effect) => effect.review_id).sort()).toEqual([200, 201, 202, 203, 777]);
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
