import { Logger } from '@nestjs/common';
import { DomainEvent } from '@app/contracts';
import {
  deleteAmqpNamespace,
  ensureTestServers,
  TestDatabase,
  createTestDatabase,
  uniqueNamespace,
  waitFor,
} from '@app/testing';
import { DataSource } from 'typeorm';
import { AmqpTransport } from '../amqp-transport';
import { BrokerState, EventTransport } from '../event-transport';
import { OutboxRelay, RELAY_FLOOR_MARGIN_MS, RELAY_FULL_PASS_EVERY_MS } from '../outbox-relay';
import { OutboxService } from '../outbox.service';
import { reviewPayload } from './fakes';
import { dataSourceOptions, outboxOf } from './integration-kit';

/**
 * RabbitMQ through the real transport, recording what the broker confirmed. `refuse` fails chosen events before
 * they reach it, as a broker that does not confirm them would.
 */
class RecordingTransport implements EventTransport {
  readonly kind = 'amqp' as const;
  readonly published: DomainEvent[] = [];
  refuse = (_event: DomainEvent): boolean => false;

  constructor(private readonly broker: AmqpTransport) {}

  async start() {}
  canPublish() {
    return this.broker.canPublish();
  }
  async publish(event: DomainEvent) {
    if (this.refuse(event)) throw new Error('not confirmed');
    await this.broker.publish(event);
    this.published.push(event);
  }
  async subscribe() {}
  async redeliver() {}
  state(): BrokerState {
    return this.broker.state();
  }
  async stop() {}
}

jest.setTimeout(30_000);

describe(`${OutboxRelay.name} on Postgres`, () => {
  const schema = 'relay';
  const poolSize = 3;
  let database: TestDatabase;
  let dataSource: DataSource;
  const outbox = new OutboxService(schema);
  const namespace = uniqueNamespace('relay');
  let amqpUrl: string;
  let broker: AmqpTransport;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    ({ amqpUrl } = await ensureTestServers('postgres', 'rabbitmq'));
    broker = new AmqpTransport({ url: amqpUrl, namespace, service: 'relay-test' });
    await broker.start();
    database = await createTestDatabase('messaging-relay');
    dataSource = new DataSource({ ...dataSourceOptions(database.url, schema), extra: { max: poolSize } });
    await dataSource.initialize();
    await dataSource.runMigrations();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
    await broker?.stop();
    if (amqpUrl) await deleteAmqpNamespace(amqpUrl, namespace, []);
  });

  beforeEach(async () => {
    await dataSource.query(`DELETE FROM "${schema}"."outbox_events"`);
  });

  async function commitEvents(reviewIds: number[]): Promise<void> {
    for (const reviewId of reviewIds) {
      await dataSource.transaction((manager) => outbox.publish(manager, 'review.created', reviewPayload({ reviewId })));
    }
  }

  /** Events 1..count written by one INSERT: several share a millisecond, so only `position` orders them. */
  async function commitEventsInOneTransaction(count: number): Promise<number[]> {
    const reviewIds = Array.from({ length: count }, (_, index) => index + 1);
    await dataSource.transaction((manager) =>
      outbox.publishMany(
        manager,
        'review.created',
        reviewIds.map((reviewId) => ({ payload: reviewPayload({ reviewId }) })),
      ),
    );
    return reviewIds;
  }

  /** How often Postgres has vacuumed the outbox by hand (not autovacuum) since the table was made. */
  async function outboxVacuums(): Promise<number> {
    const [{ count }] = await dataSource.query(
      `SELECT vacuum_count AS count FROM pg_stat_user_tables WHERE relid = '"${schema}"."outbox_events"'::regclass`,
    );
    return Number(count);
  }

  it('vacuums its outbox once the rows it marked published since the last time reach vacuumAfterRows', async () => {
    const transport = new RecordingTransport(broker);
    const relay = new OutboxRelay(dataSource, transport, {
      schema,
      batchSize: 10,
      intervalMs: 50,
      vacuumAfterRows: 25,
    });
    const before = await outboxVacuums();
    relay.start();
    try {
      await commitEventsInOneTransaction(20);
      await waitFor('20 events published', () => transport.published.length === 20 || undefined);
      // 20 rows died: not yet.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await outboxVacuums()).toBe(before);
      await commitEvents([21, 22, 23, 24, 25]);
      await waitFor('the outbox vacuumed', async () => (await outboxVacuums()) === before + 1 || undefined);
    } finally {
      await relay.stop();
    }
    const [{ dead }] = await dataSource.query(
      `SELECT n_dead_tup AS dead FROM pg_stat_user_tables WHERE relid = '"${schema}"."outbox_events"'::regclass`,
    );
    expect(Number(dead)).toBe(0);
    expect(transport.published).toHaveLength(25);
  });

  it('keeps publishing while every other pool connection is taken by requests queueing for the pool', async () => {
    const transport = new RecordingTransport(broker);
    const relay = new OutboxRelay(dataSource, transport, { schema, intervalMs: 50 });
    relay.start();
    await commitEvents([1]);
    await waitFor('the first event', () => transport.published.length === 1 || undefined, { timeoutMs: 5_000 });

    // Rows written outside the pool, while the pool's other connections (and a queue of waiters) sleep.
    const busy = Array.from({ length: poolSize + 3 }, () => dataSource.query('SELECT pg_sleep(3)'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const writer = new DataSource({ ...dataSourceOptions(database.url, schema), extra: { max: 1 } });
    await writer.initialize();
    try {
      for (const reviewId of [2, 3, 4]) {
        await writer.transaction((manager) => outbox.publish(manager, 'review.created', reviewPayload({ reviewId })));
      }
      // Published while the requests still hold and queue for the pool, not once they have let go of it.
      const published = waitFor('the events written meanwhile', () => transport.published.length === 4 || undefined, {
        timeoutMs: 10_000,
      }).then(() => 'published while the pool was taken');
      const poolFreed = Promise.all(busy).then(() => 'pool freed first');
      await expect(Promise.race([published, poolFreed])).resolves.toBe('published while the pool was taken');
    } finally {
      await writer.destroy();
      await relay.stop();
      await Promise.all(busy);
    }
    expect(transport.published.map((event) => (event as DomainEvent<'review.created'>).payload.reviewId)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('sends the events a service wrote in one millisecond in the order it wrote them', async () => {
    const transport = new RecordingTransport(broker);
    const relay = new OutboxRelay(dataSource, transport, { schema, batchSize: 7 });
    const reviewIds = await commitEventsInOneTransaction(30);
    const [{ instants }] = await dataSource.query(
      `SELECT count(DISTINCT "occurred_at")::int AS instants FROM "${schema}"."outbox_events"`,
    );
    expect(instants).toBeLessThan(reviewIds.length);

    while ((await relay.relayOnce()) > 0);
    await relay.stop();
    expect(transport.published.map((event) => (event as DomainEvent<'review.created'>).payload.reviewId)).toEqual(
      reviewIds,
    );
  });

  it('drains a backlog written in one millisecond batch after batch from its cursor, in order, each event once', async () => {
    const transport = new RecordingTransport(broker);
    const relay = new OutboxRelay(dataSource, transport, { schema, batchSize: 7, intervalMs: 60_000 });
    const reviewIds = await commitEventsInOneTransaction(30);

    // One pass (the poll is a minute away): its first batch takes 7, the four after it start at the cursor.
    relay.start();
    await waitFor('the backlog published', () => transport.published.length >= reviewIds.length || undefined);
    await relay.stop();

    expect(transport.published.map((event) => (event as DomainEvent<'review.created'>).payload.reviewId)).toEqual(
      reviewIds,
    );
    const [{ unpublished }] = await dataSource.query(
      `SELECT count(*)::int AS unpublished FROM "${schema}"."outbox_events" WHERE "published_at" IS NULL`,
    );
    expect(unpublished).toBe(0);
  });

  it('publishes a row whose transaction committed after newer rows went out, behind the floor of the passes', async () => {
    const transport = new RecordingTransport(broker);
    const relay = new OutboxRelay(dataSource, transport, { schema, intervalMs: 50 });
    relay.start();
    const slow = dataSource.createQueryRunner();
    await slow.connect();
    try {
      // A transaction writes its event, then takes longer than the floor's margin to commit.
      await slow.startTransaction();
      await outbox.publish(slow.manager, 'review.created', reviewPayload({ reviewId: 1 }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await commitEvents([2, 3]);
      await waitFor('the newer events', () => transport.published.length === 2 || undefined, { timeoutMs: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, RELAY_FLOOR_MARGIN_MS + 200));
      await commitEvents([4]);
      await waitFor('the newest event', () => transport.published.length === 3 || undefined, { timeoutMs: 5_000 });
      await slow.commitTransaction();
      // Older than the floor of the bounded passes: a full pass (at least every second) takes it.
      await waitFor('the late event', () => transport.published.length === 4 || undefined, {
        timeoutMs: RELAY_FULL_PASS_EVERY_MS + 5_000,
      });
    } finally {
      await slow.release();
      await relay.stop();
    }
    const reviewIds = transport.published.map((event) => (event as DomainEvent<'review.created'>).payload.reviewId);
    expect(reviewIds).toEqual([2, 3, 4, 1]);
    expect((await outboxOf(dataSource, schema)).every((row) => row.published_at !== null)).toBe(true);
  });

  it('loses nothing the broker refused: the refused rows go out on a later pass, each once, in commit order', async () => {
    const transport = new RecordingTransport(broker);
    transport.refuse = (event) => (event as DomainEvent<'review.created'>).payload.reviewId % 2 === 0;
    const relay = new OutboxRelay(dataSource, transport, { schema, batchSize: 4 });
    await commitEvents([1, 2, 3, 4, 5, 6]);

    await expect(relay.relayOnce()).resolves.toBe(2);
    transport.refuse = () => false;
    await expect(relay.relayOnce()).resolves.toBe(4);
    await expect(relay.relayOnce()).resolves.toBe(0);
    await relay.stop();

    const reviewIds = transport.published.map((event) => (event as DomainEvent<'review.created'>).payload.reviewId);
    expect([...reviewIds].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // Refused rows stay first in line, so the next pass sends them before anything newer.
    expect(reviewIds).toEqual([1, 3, 2, 4, 5, 6]);
    const rows = await outboxOf(dataSource, schema);
    expect(rows.every((row) => row.published_at !== null)).toBe(true);
    expect(rows.map((row) => row.attempts)).toEqual([1, 2, 1, 2, 1, 1]);
  });
});
