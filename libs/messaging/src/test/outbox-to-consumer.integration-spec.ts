import { Injectable, Logger } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DomainEvent } from '@app/contracts';
import {
  TestDatabase,
  createTestDatabase,
  deleteAmqpNamespace,
  ensureTestServers,
  uniqueNamespace,
  waitFor,
  sleep,
} from '@app/testing';
import { DataSource, EntityManager } from 'typeorm';
import { EventHandler, OnDomainEvent } from '../event-handler';
import { MessagingHealth } from '../messaging-runtime';
import { MessagingModule } from '../messaging.module';
import { OutboxService } from '../outbox.service';
import { dataSourceOptions, effectsOf, outboxOf } from './integration-kit';
import { reviewPayload } from './fakes';

/** A stand-in for the reviews service: saves a review and publishes review.created in the same transaction. */
@Injectable()
class ReviewWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async createReview(reviewId: number, failAfterPublish = false): Promise<DomainEvent<'review.created'>> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.outbox.publish(manager, 'review.created', reviewPayload({ reviewId }), {
        id: 3,
        role: 'customer',
      });
      if (failAfterPublish) throw new Error('review rejected after publishing');
      return event;
    });
  }
}

/** A stand-in for the catalog's rating projection. */
@OnDomainEvent('review.created')
class OnReviewCreatedHandler implements EventHandler<'review.created'> {
  static calls = 0;

  async handle(event: DomainEvent<'review.created'>, manager: EntityManager): Promise<void> {
    OnReviewCreatedHandler.calls += 1;
    await manager.query(`INSERT INTO "catalog"."effects" ("event_id", "review_id", "handler") VALUES ($1, $2, $3)`, [
      event.id,
      event.payload.reviewId,
      OnReviewCreatedHandler.name,
    ]);
  }
}

jest.setTimeout(30_000);

describe('MessagingModule with RabbitMQ', () => {
  let database: TestDatabase;
  let amqpUrl: string;
  const namespace = uniqueNamespace('outbox');
  let reviews: TestingModule;
  let catalog: TestingModule;

  function serviceModule(
    service: string,
    schema: string,
    extra: { handlers?: [typeof OnReviewCreatedHandler]; providers?: [typeof ReviewWriter] },
  ) {
    return Test.createTestingModule({
      imports: [
        TypeOrmModule.forRoot({ ...dataSourceOptions(database.url, schema), migrationsRun: true }),
        MessagingModule.forService({
          service,
          schema,
          handlers: extra.handlers,
          useFactory: () => ({ amqpUrl, eventsNamespace: namespace, retryDelaysMs: [50, 50, 50, 50] }),
        }),
      ],
      providers: extra.providers ?? [],
    }).compile();
  }

  beforeAll(async () => {
    Logger.overrideLogger(['error', 'warn']);
    ({ amqpUrl } = await ensureTestServers('postgres', 'rabbitmq'));
    database = await createTestDatabase('messaging-outbox');
    catalog = await serviceModule('catalog', 'catalog', { handlers: [OnReviewCreatedHandler] });
    await catalog.init();
    reviews = await serviceModule('reviews', 'reviews', { providers: [ReviewWriter] });
    await reviews.init();
  });

  afterAll(async () => {
    await reviews?.close();
    await catalog?.close();
    await database?.drop();
    await deleteAmqpNamespace(amqpUrl, namespace, ['catalog', 'reviews']);
  });

  it('reports the broker up for /ready', async () => {
    await expect(reviews.get(MessagingHealth).check()).resolves.toEqual({ broker: 'up' });
  });

  it('publishes nothing from a transaction that rolled back', async () => {
    const writer = reviews.get(ReviewWriter);
    const reviewsDb = reviews.get(DataSource);

    await expect(writer.createReview(1, true)).rejects.toThrow('review rejected after publishing');
    await sleep(700);

    await expect(outboxOf(reviewsDb, 'reviews')).resolves.toEqual([]);
    await expect(effectsOf(catalog.get(DataSource), 'catalog')).resolves.toEqual([]);
    expect(OnReviewCreatedHandler.calls).toBe(0);
  });

  it('delivers a committed event to the consuming service, which handles it once', async () => {
    const event = await reviews.get(ReviewWriter).createReview(2);
    const catalogDb = catalog.get(DataSource);

    const effects = await waitFor('the catalog to handle review 2', async () => {
      const rows = await effectsOf(catalogDb, 'catalog');
      return rows.length > 0 && rows;
    });
    await sleep(300);

    expect(effects).toEqual([{ event_id: event.id, review_id: 2 }]);
    await expect(effectsOf(catalogDb, 'catalog')).resolves.toHaveLength(1);
    expect(OnReviewCreatedHandler.calls).toBe(1);
    const [row] = await outboxOf(reviews.get(DataSource), 'reviews');
    expect(row).toMatchObject({ id: event.id, attempts: 1, last_error: null });
    expect(row.published_at).toBeInstanceOf(Date);
    await expect(catalogDb.query(`SELECT "event_id", "handler" FROM "catalog"."inbox_events"`)).resolves.toEqual([
      { event_id: event.id, handler: 'OnReviewCreatedHandler' },
    ]);
  });
});
