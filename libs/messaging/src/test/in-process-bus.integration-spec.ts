import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { TestDatabase, createTestDatabase, sleep, waitFor } from '@app/testing';
import { DataSource } from 'typeorm';
import { DeadLetterAlreadyReplayedError, DeadLetterNotFoundError } from '../dead-letter-store';
import { inProcessBus } from '../in-process-bus';
import { MessagingRuntime } from '../messaging-runtime';
import { MAX_ATTEMPTS } from '../messaging.constants';
import { RecordReviewHandler, effectsOf, openDataSource, outboxOf } from './integration-kit';
import { reviewPayload } from './fakes';

jest.setTimeout(30_000);

describe('In-process bus with Postgres (embedded mode)', () => {
  let database: TestDatabase;
  let reviewsDb: DataSource;
  let catalogDb: DataSource;
  let reviews: MessagingRuntime;
  let catalog: MessagingRuntime;
  let handler: RecordReviewHandler;
  let deliveries = 0;

  beforeAll(async () => {
    Logger.overrideLogger(['error']);
    database = await createTestDatabase('messaging-in-process');
    reviewsDb = await openDataSource(database.url, 'reviews');
    catalogDb = await openDataSource(database.url, 'catalog');
    handler = new RecordReviewHandler('catalog');
    const settings = { retryDelaysMs: [50, 50, 50, 50] };
    reviews = new MessagingRuntime({ ...settings, dataSource: reviewsDb, service: 'reviews', schema: 'reviews' });
    catalog = new MessagingRuntime({
      ...settings,
      dataSource: catalogDb,
      service: 'catalog',
      schema: 'catalog',
      handlers: [handler],
    });
    const process = catalog.consumer.process.bind(catalog.consumer);
    catalog.consumer.process = async (body, attempt) => {
      deliveries += 1;
      await process(body, attempt);
    };
    await catalog.start();
    await reviews.start();
  });

  afterAll(async () => {
    await reviews?.stop();
    await catalog?.stop();
    await reviewsDb?.destroy();
    await catalogDb?.destroy();
    await database?.drop();
  });

  it('uses the in-process bus when no AMQP URL is configured', async () => {
    expect(reviews.transport.kind).toBe('in-process');
    await expect(reviews.health.check()).resolves.toEqual({ broker: 'in-process' });
  });

  it('carries a committed event from the outbox through the relay to the consumer and its inbox, once', async () => {
    const event = await reviewsDb.transaction((manager) =>
      reviews.outbox.publish(manager, 'review.created', reviewPayload({ reviewId: 1 })),
    );
    await expect(
      reviewsDb.transaction(async (manager) => {
        await reviews.outbox.publish(manager, 'review.created', reviewPayload({ reviewId: 2 }));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    await waitFor('the catalog to handle review 1', async () => (await effectsOf(catalogDb, 'catalog')).length > 0);
    await sleep(300);

    await expect(effectsOf(catalogDb, 'catalog')).resolves.toEqual([{ event_id: event.id, review_id: 1 }]);
    const outbox = await outboxOf(reviewsDb, 'reviews');
    expect(outbox).toHaveLength(1);
    expect(outbox[0].published_at).toBeInstanceOf(Date);
    await expect(catalogDb.query(`SELECT "event_id", "handler" FROM "catalog"."inbox_events"`)).resolves.toEqual([
      { event_id: event.id, handler: 'RecordReviewHandler' },
    ]);
  });

  it('skips an event delivered again', async () => {
    const [row] = await outboxOf(reviewsDb, 'reviews');
    const callsBefore = handler.calls;
    await reviewsDb.query(`UPDATE "reviews"."outbox_events" SET "published_at" = NULL WHERE "id" = $1`, [row.id]);
    reviews.relay.wake();

    await waitFor(
      'the event to be published again',
      async () => (await outboxOf(reviewsDb, 'reviews'))[0].published_at !== null,
    );
    await inProcessBus.idle();

    expect(handler.calls).toBe(callsBefore);
    await expect(effectsOf(catalogDb, 'catalog')).resolves.toHaveLength(1);
  });

  it(`writes a dead_letter_events row after ${MAX_ATTEMPTS} failed attempts while a later event is handled`, async () => {
    handler.refuse.add(666);
    const [poisoned] = await reviewsDb.transaction(async (manager) => [
      await reviews.outbox.publish(manager, 'review.created', reviewPayload({ reviewId: 666 })),
      await reviews.outbox.publish(manager, 'review.created', reviewPayload({ reviewId: 3 })),
    ]);

    await waitFor('review 3 to be handled', async () =>
      (await effectsOf(catalogDb, 'catalog')).some((e) => e.review_id === 3),
    );
    const [parked] = await waitFor('the dead letter row', async () => {
      const rows = await catalogDb.query(`SELECT * FROM "catalog"."dead_letter_events"`);
      return rows.length > 0 && rows;
    });

    expect(parked).toMatchObject({
      event_id: poisoned.id,
      event_name: 'review.created',
      handler: 'RecordReviewHandler',
      attempts: MAX_ATTEMPTS,
      replayed_at: null,
    });
    expect(parked.error).toContain('review 666 refused');
    expect(parked.envelope).toEqual(JSON.parse(JSON.stringify(poisoned)));
    expect((await effectsOf(catalogDb, 'catalog')).some((e) => e.review_id === 666)).toBe(false);
  });

  it('replays a dead letter to the consumer once it can be handled, and refuses a second replay', async () => {
    const [parked] = await catalog.deadLetters.list('parked');
    expect(parked).toMatchObject({ eventName: 'review.created', attempts: MAX_ATTEMPTS, replayedAt: null });
    handler.refuse.delete(666);
    const deliveriesBefore = deliveries;

    const replayed = await catalog.deadLetters.replay(parked.id, 42);
    await waitFor('review 666 to be handled', async () =>
      (await effectsOf(catalogDb, 'catalog')).some((e) => e.review_id === 666),
    );
    await inProcessBus.idle();

    expect(replayed).toMatchObject({ id: parked.id, replayedBy: 42 });
    expect(replayed.replayedAt).toBeInstanceOf(Date);
    expect(deliveries - deliveriesBefore).toBe(1);
    expect((await effectsOf(catalogDb, 'catalog')).filter((e) => e.review_id === 666)).toHaveLength(1);
    await expect(catalog.deadLetters.list('parked')).resolves.toEqual([]);
    await expect(catalog.deadLetters.list('replayed')).resolves.toEqual([replayed]);
    await expect(catalog.deadLetters.replay(parked.id, 42)).rejects.toBeInstanceOf(DeadLetterAlreadyReplayedError);
    await expect(catalog.deadLetters.replay(randomUUID(), 42)).rejects.toBeInstanceOf(DeadLetterNotFoundError);
  });

  it('shares the outbox between two relay processes of one service without publishing a row twice', async () => {
    await reviews.relay.stop();
    const processes = await Promise.all(
      [1, 2].map(async () => {
        const dataSource = await openDataSource(database.url, 'reviews');
        const runtime = new MessagingRuntime({
          dataSource,
          service: 'reviews',
          schema: 'reviews',
          relayBatchSize: 5,
          relayIntervalMs: 1,
        });
        const publish = runtime.transport.publish.bind(runtime.transport);
        let published = 0;
        runtime.transport.publish = async (event) => {
          await publish(event);
          published += 1;
        };
        await runtime.start();
        return { dataSource, runtime, published: () => published };
      }),
    );
    try {
      const deliveriesBefore = deliveries;
      const ids = Array.from({ length: 60 }, (_, index) => 1_000 + index);
      await reviewsDb.transaction(async (manager) => {
        for (const reviewId of ids)
          await reviews.outbox.publish(manager, 'review.created', reviewPayload({ reviewId }));
      });

      await waitFor('all 60 reviews to be handled', async () => {
        const handled = (await effectsOf(catalogDb, 'catalog')).filter((e) => e.review_id >= 1_000);
        return handled.length >= ids.length;
      });
      await inProcessBus.idle();

      expect(deliveries - deliveriesBefore).toBe(ids.length);
      expect(processes[0].published() + processes[1].published()).toBe(ids.length);
      expect(processes[0].published()).toBeGreaterThan(0);
      expect(processes[1].published()).toBeGreaterThan(0);
      const handled = (await effectsOf(catalogDb, 'catalog'))
        .filter((e) => e.review_id >= 1_000)
        .map((e) => e.review_id);
      expect(handled).toEqual(ids);
    } finally {
      for (const { runtime, dataSource } of processes) {
        await runtime.stop();
        await dataSource.destroy();
      }
    }
  });
});
