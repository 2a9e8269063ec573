import { Logger } from '@nestjs/common';
import { DomainEvent } from '@app/contracts';
import { EntityManager } from 'typeorm';
import { EventConsumer, parseEnvelope } from './event-consumer';
import { EventHandler, OnDomainEvent, OnDomainEvents, handledEventsOf } from './event-handler';
import { EventHandlingError, PoisonMessageError, isPoison } from './messaging.errors';
import { fakeDataSource, reviewCreated } from './test/fakes';

@OnDomainEvent('review.created')
class OnReviewCreatedHandler implements EventHandler<'review.created'> {
  readonly seen: DomainEvent<'review.created'>[] = [];
  fail = false;

  async handle(event: DomainEvent<'review.created'>, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE catalog.shops SET rating = $1 WHERE id = $2', [
      event.payload.shopAverage,
      event.payload.shopId,
    ]);
    if (this.fail) throw new Error('rating table locked');
    this.seen.push(event);
  }
}

@OnDomainEvent('review.created')
class CountReviewsHandler implements EventHandler<'review.created'> {
  count = 0;

  async handle(): Promise<void> {
    this.count += 1;
  }
}

class UndecoratedHandler implements EventHandler<'review.created'> {
  async handle(): Promise<void> {}
}

describe(EventConsumer.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  function setUp() {
    const db = fakeDataSource();
    const rating = new OnReviewCreatedHandler();
    const counter = new CountReviewsHandler();
    const consumer = new EventConsumer(db.dataSource, {
      service: 'catalog',
      schema: 'catalog',
      handlers: [rating, counter],
    });
    return { db, rating, counter, consumer };
  }

  it('lists the event names its handlers consume', () => {
    expect(setUp().consumer.eventNames).toEqual(['review.created']);
    expect(handledEventsOf(OnReviewCreatedHandler)).toEqual(['review.created']);
  });

  it('subscribes to an event only while one of its handlers has not retired it, and handles it when it arrives', async () => {
    const db = fakeDataSource();
    const rating = new OnReviewCreatedHandler();
    const counter = Object.assign(new CountReviewsHandler(), { retiredEvents: ['review.created'] as const });
    const retiredOnly = new EventConsumer(db.dataSource, {
      service: 'catalog',
      schema: 'catalog',
      handlers: [counter],
    });
    expect(retiredOnly.eventNames).toEqual([]);
    expect(retiredOnly.retiredEventNames).toEqual(['review.created']);

    await retiredOnly.process(JSON.stringify(reviewCreated()), 1);
    expect(counter.count).toBe(1);

    const both = new EventConsumer(db.dataSource, {
      service: 'catalog',
      schema: 'catalog',
      handlers: [rating, counter],
    });
    expect(both.eventNames).toEqual(['review.created']);
    expect(both.retiredEventNames).toEqual([]);
  });

  it('runs every handler of the event, each in its own transaction with an inbox row', async () => {
    const { db, rating, counter, consumer } = setUp();
    const event = reviewCreated();

    await consumer.process(JSON.stringify(event), 1);

    expect(rating.seen).toEqual([event]);
    expect(counter.count).toBe(1);
    expect(db.transactionCount()).toBe(2);
    expect([...db.inbox].sort()).toEqual([`${event.id}|CountReviewsHandler`, `${event.id}|OnReviewCreatedHandler`]);
    expect(db.queries[0].sql).toMatch(/INSERT INTO "catalog"\."inbox_events" .* ON CONFLICT DO NOTHING RETURNING/);
  });

  it('skips a handler that already handled the event', async () => {
    const { rating, counter, consumer } = setUp();
    const body = JSON.stringify(reviewCreated());

    await consumer.process(body, 1);
    await consumer.process(body, 1);

    expect(rating.seen).toHaveLength(1);
    expect(counter.count).toBe(1);
  });

  it('reports the failed handler, keeps the others, and lets a retry finish the failed one only', async () => {
    const { db, rating, counter, consumer } = setUp();
    const event = reviewCreated();
    rating.fail = true;

    const failure = await consumer.process(JSON.stringify(event), 1).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(EventHandlingError);
    expect((failure as EventHandlingError).handlers).toEqual(['OnReviewCreatedHandler']);
    expect(isPoison(failure)).toBe(false);
    expect(counter.count).toBe(1);
    expect([...db.inbox]).toEqual([`${event.id}|CountReviewsHandler`]);

    rating.fail = false;
    await consumer.process(JSON.stringify(event), 2);
    expect(rating.seen).toHaveLength(1);
    expect(counter.count).toBe(1);
  });

  it('treats a payload that fails its schema as poison, before any handler runs', async () => {
    const { db, rating, consumer } = setUp();
    const event = { ...reviewCreated(), payload: { reviewId: 'one', rating: 9 } };

    const failure = await consumer.process(JSON.stringify(event), 1).catch((error: unknown) => error);

    expect(isPoison(failure)).toBe(true);
    expect((failure as Error).message).toMatch(/invalid review.created payload: reviewId/);
    expect(rating.seen).toHaveLength(0);
    expect(db.queries).toHaveLength(0);
  });

  it('passes the parsed payload, without unknown fields', async () => {
    const { rating, consumer } = setUp();
    const event = reviewCreated();

    await consumer.process(JSON.stringify({ ...event, payload: { ...event.payload, extra: 'dropped' } }), 1);

    expect(rating.seen[0].payload).toEqual(event.payload);
  });

  it('acknowledges an event it has no handler for without touching the database', async () => {
    const { db, consumer } = setUp();
    const shopViewed = {
      id: reviewCreated().id,
      name: 'shop.viewed',
      occurredAt: new Date().toISOString(),
      payload: {},
    };

    await expect(consumer.process(JSON.stringify(shopViewed), 1)).resolves.toBeUndefined();
    expect(db.queries).toHaveLength(0);
  });

  it('runs no transaction and writes no inbox row for an event no handler is concerned by', async () => {
    const db = fakeDataSource();
    const rating = new OnReviewCreatedHandler();
    const counter = new CountReviewsHandler();
    Object.assign(counter, { concerns: () => false });
    const consumer = new EventConsumer(db.dataSource, { service: 'catalog', schema: 'catalog', handlers: [counter] });
    const both = new EventConsumer(db.dataSource, {
      service: 'catalog',
      schema: 'catalog',
      handlers: [rating, counter],
    });
    const event = reviewCreated();

    await consumer.process(JSON.stringify(event), 1);
    expect(db.transactionCount()).toBe(0);
    expect(counter.count).toBe(0);

    await both.process(JSON.stringify(event), 1);
    expect(db.transactionCount()).toBe(1);
    expect([...db.inbox]).toEqual([`${event.id}|OnReviewCreatedHandler`]);
    expect(counter.count).toBe(0);
  });

  it('refuses a batch holding an event of a handler that runs alone, before any transaction', async () => {
    const { db, rating, counter } = setUp();
    Object.assign(counter, { handlesAlone: true });
    const consumer = new EventConsumer(db.dataSource, {
      service: 'identity',
      schema: 'identity',
      handlers: [rating, counter],
    });
    const deliveries = [reviewCreated(), reviewCreated()].map((event) => ({ body: JSON.stringify(event), attempt: 1 }));

    await expect(consumer.processBatch(deliveries)).rejects.toThrow(/has a handler that runs alone/);
    expect(db.transactionCount()).toBe(0);
    expect(counter.count).toBe(0);
    expect(rating.seen).toHaveLength(0);
  });

  it('records a dead letter in the service schema', async () => {
    const { db, consumer } = setUp();
    const event = reviewCreated();

    await consumer.deadLetter({
      body: JSON.stringify(event),
      error: 'boom',
      attempts: 5,
      handlers: ['OnReviewCreatedHandler'],
    });

    expect(db.queries[0].sql).toMatch(/INSERT INTO "catalog"\."dead_letter_events"/);
    expect(db.queries[0].params.slice(1)).toEqual([
      event.id,
      'review.created',
      'OnReviewCreatedHandler',
      JSON.stringify(event),
      'boom',
      5,
    ]);
  });

  it('binds a handler of several events to each of them', async () => {
    @OnDomainEvents(['shop.created', 'review.created'])
    class RecordEverythingHandler implements EventHandler<'shop.created' | 'review.created'> {
      readonly names: string[] = [];
      async handle(event: DomainEvent<'shop.created' | 'review.created'>): Promise<void> {
        this.names.push(event.name);
      }
    }
    const db = fakeDataSource();
    const everything = new RecordEverythingHandler();
    const consumer = new EventConsumer(db.dataSource, {
      service: 'admin-audit',
      schema: 'audit',
      handlers: [everything],
    });

    await consumer.process(JSON.stringify(reviewCreated()), 1);

    expect([...consumer.eventNames].sort()).toEqual(['review.created', 'shop.created']);
    expect(everything.names).toEqual(['review.created']);
  });

  it('refuses handlers without @OnDomainEvent and two handlers with one class name', () => {
    const { dataSource } = fakeDataSource();
    expect(
      () =>
        new EventConsumer(dataSource, { service: 'catalog', schema: 'catalog', handlers: [new UndecoratedHandler()] }),
    ).toThrow(/UndecoratedHandler is not decorated/);
    expect(
      () =>
        new EventConsumer(dataSource, {
          service: 'catalog',
          schema: 'catalog',
          handlers: [new CountReviewsHandler(), new CountReviewsHandler()],
        }),
    ).toThrow(/inbox key/);
  });
});

describe(parseEnvelope.name, () => {
  it('accepts a well-formed envelope', () => {
    const event = reviewCreated();
    expect(parseEnvelope(JSON.stringify(event))).toEqual(event);
  });

  it.each([
    ['text that is not JSON', 'not json', /not JSON/],
    [
      'an envelope without id',
      JSON.stringify({ name: 'review.created', occurredAt: new Date().toISOString(), payload: {} }),
      /id/,
    ],
    ['an id that is not a uuid', JSON.stringify({ ...reviewCreated(), id: '42' }), /id: Invalid uuid/],
    ['a bad occurredAt', JSON.stringify({ ...reviewCreated(), occurredAt: 'yesterday' }), /occurredAt/],
  ])('refuses %s as poison', (_label, body, message) => {
    expect(() => parseEnvelope(body)).toThrow(PoisonMessageError);
    expect(() => parseEnvelope(body)).toThrow(message);
  });
});
