import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DomainEvent } from '@app/contracts';
import { TestDatabase, createTestDatabase } from '@app/testing';
import { DataSource, EntityManager } from 'typeorm';
import { EventConsumer } from '../event-consumer';
import { EventHandler, OnDomainEvent, OnDomainEvents } from '../event-handler';
import { effectsOf, openDataSource } from './integration-kit';
import { reviewCreated } from './fakes';

const SCHEMA = 'batches';

/** Writes its reviews' effects in one statement per call, and notes what each call was given. */
@OnDomainEvent('review.created')
class ReviewsInOneStatementHandler implements EventHandler<'review.created'> {
  readonly calls: string[][] = [];

  async handle(event: DomainEvent<'review.created'>, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  async handleBatch(events: readonly DomainEvent<'review.created'>[], manager: EntityManager): Promise<void> {
    this.calls.push(events.map((event) => event.id));
    await manager.query(
      `INSERT INTO ${SCHEMA}.effects (event_id, review_id, handler)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[])`,
      [events.map((event) => event.id), events.map((event) => event.payload.reviewId), events.map(() => 'reviews')],
    );
  }
}

/** A handler of another event, handled one at a time: its place in the batch cuts the other's run. */
@OnDomainEvents(['shop.approved'])
class ApprovalsHandler implements EventHandler<'shop.approved'> {
  readonly seen: string[] = [];

  async handle(event: DomainEvent<'shop.approved'>): Promise<void> {
    this.seen.push(event.id);
  }
}

describe('A batch of deliveries handed to a handler with handleBatch, on Postgres', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    Logger.overrideLogger(['error']);
    database = await createTestDatabase('messaging-batch-handling');
    dataSource = await openDataSource(database.url, SCHEMA);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('gets each run of its new events in one call, in delivery order, and never an event it already handled', async () => {
    const reviews = new ReviewsInOneStatementHandler();
    const approvals = new ApprovalsHandler();
    const consumer = new EventConsumer(dataSource, { service: SCHEMA, schema: SCHEMA, handlers: [reviews, approvals] });
    const [first, second, third, fourth] = [1, 2, 3, 4].map((reviewId) => reviewCreated({ reviewId }));
    const approval: DomainEvent<'shop.approved'> = {
      id: randomUUID(),
      name: 'shop.approved',
      occurredAt: new Date().toISOString(),
      payload: { shopId: 5, ownerId: 6, name: 'Harbour Books' },
    };
    await consumer.process(JSON.stringify(second), 1);
    reviews.calls.length = 0;

    const batch = [first, second, third, approval, fourth, first];
    await consumer.processBatch(batch.map((event) => ({ body: JSON.stringify(event), attempt: 1 })));

    // The second was handled before and the first's redelivery is the same event: each is written once.
    expect(reviews.calls).toEqual([[first.id, third.id], [fourth.id]]);
    expect(approvals.seen).toEqual([approval.id]);
    expect((await effectsOf(dataSource, SCHEMA)).map((effect) => effect.review_id)).toEqual([1, 2, 3, 4]);
  });
});
