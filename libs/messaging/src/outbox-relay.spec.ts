import { Logger } from '@nestjs/common';
import { DomainEvent } from '@app/contracts';
import { waitFor } from '@app/testing';
import { BrokerState, EventTransport } from './event-transport';
import { OutboxRelay, RELAY_FLOOR_MARGIN_MS, RELAY_FULL_PASS_EVERY_MS } from './outbox-relay';
import { fakeDataSource, reviewPayload } from './test/fakes';

class FakeTransport implements EventTransport {
  readonly kind = 'amqp' as const;
  connected = true;
  readonly published: DomainEvent[] = [];
  failIds = new Set<string>();

  async start() {}
  canPublish() {
    return this.connected;
  }
  async publish(event: DomainEvent) {
    if (this.failIds.has(event.id)) throw new Error('timeout');
    this.published.push(event);
  }
  async subscribe() {}
  async redeliver() {}
  state(): BrokerState {
    return this.connected ? 'up' : 'down';
  }
  async stop() {}
}

const rows = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'review.created',
    payload: reviewPayload(),
    actor: null,
    occurred_at: new Date('2026-01-01T10:00:00.000Z'),
    position: '41',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'review.created',
    payload: reviewPayload({ reviewId: 2 }),
    actor: { role: 'customer', id: 3 },
    occurred_at: new Date('2026-01-01T10:00:01.000Z'),
    position: '42',
  },
];

describe(OutboxRelay.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  function setUp() {
    const db = fakeDataSource((sql) => (sql.includes('FOR UPDATE SKIP LOCKED') ? rows : undefined));
    const transport = new FakeTransport();
    const relay = new OutboxRelay(db.dataSource, transport, { schema: 'reviews', batchSize: 100 });
    return { db, transport, relay };
  }

  it('refuses a batch size that is not a positive integer: it is written into the statement', () => {
    const db = fakeDataSource();
    for (const batchSize of [0, -1, 2.5, Number.NaN]) {
      expect(() => new OutboxRelay(db.dataSource, new FakeTransport(), { schema: 'reviews', batchSize })).toThrow(
        /batch size must be a positive integer/,
      );
    }
  });

  it('takes unpublished rows in order with SKIP LOCKED, publishes them as envelopes and marks them published', async () => {
    const { db, transport, relay } = setUp();

    await expect(relay.relayOnce()).resolves.toBe(2);

    // Read in the index's order, whatever the table's statistics: a sort under FOR UPDATE sorts the whole backlog.
    expect(db.queries[0].sql).toBe('SET LOCAL enable_sort = off');
    expect(db.queries[1].sql).toMatch(
      /FROM "reviews"\."outbox_events"\s+WHERE "published_at" IS NULL ORDER BY "occurred_at", "position" LIMIT 100 FOR UPDATE SKIP LOCKED/,
    );
    expect(db.queries[1].params).toEqual([]);
    expect(transport.published).toEqual([
      { id: rows[0].id, name: 'review.created', occurredAt: '2026-01-01T10:00:00.000Z', payload: rows[0].payload },
      {
        id: rows[1].id,
        name: 'review.created',
        occurredAt: '2026-01-01T10:00:01.000Z',
        actor: rows[1].actor,
        payload: rows[1].payload,
      },
    ]);
    expect(db.queries[2].sql).toMatch(/SET "published_at" = now\(\)/);
    expect(db.queries[2].params).toEqual([[rows[0].id, rows[1].id]]);
  });

  it('records attempts and the error of a row the broker did not confirm, and leaves it unpublished', async () => {
    const { db, transport, relay } = setUp();
    transport.failIds.add(rows[1].id);

    await expect(relay.relayOnce()).resolves.toBe(1);

    expect(db.queries[2].params).toEqual([[rows[0].id]]);
    expect(db.queries[3].sql).toMatch(/SET "attempts" = o\."attempts" \+ 1, "last_error" = f\.error/);
    expect(db.queries[3].params).toEqual([[rows[1].id], ['timeout']]);
  });

  it('leaves the outbox alone while the broker is unreachable', async () => {
    const { db, transport, relay } = setUp();
    transport.connected = false;

    await expect(relay.relayOnce()).resolves.toBe(0);

    expect(db.queries).toHaveLength(0);
    expect(transport.published).toHaveLength(0);
  });

  it('polls once started, runs at once when woken, and stops cleanly', async () => {
    const { db, relay } = setUp();
    const polls = () => db.queries.filter((q) => q.sql.includes('SKIP LOCKED')).length;
    const relayWithLongInterval = new OutboxRelay(db.dataSource, new FakeTransport(), {
      schema: 'reviews',
      intervalMs: 60_000,
    });

    relayWithLongInterval.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(polls()).toBe(1);
    relayWithLongInterval.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(polls()).toBe(2);
    await relayWithLongInterval.stop();
    relayWithLongInterval.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(polls()).toBe(2);
    await relay.stop();
  });

  it('gathers the commits that woke it during a pass into one pass after coalesceMs, and runs at once when idle', async () => {
    const db = fakeDataSource((sql) => (sql.includes('FOR UPDATE SKIP LOCKED') ? rows : undefined));
    const polls = () => db.queries.filter((q) => q.sql.includes('SKIP LOCKED')).length;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const transport = new FakeTransport();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const publish = transport.publish.bind(transport);
    transport.publish = async (event) => {
      await held;
      await publish(event);
    };
    const relay = new OutboxRelay(db.dataSource, transport, { schema: 'reviews', intervalMs: 60_000, coalesceMs: 60 });

    relay.start();
    await sleep(10);
    expect(polls()).toBe(1);
    relay.wake(); // commits while the first pass publishes
    relay.wake();
    release();
    await sleep(20);
    relay.wake(); // during the wait: brings nothing forward
    await sleep(10);
    expect(polls()).toBe(1);
    await sleep(60);
    expect(polls()).toBe(2);

    // Nothing woke it during that pass: it is idle until the interval, and a commit now is relayed at once.
    relay.wake();
    await sleep(10);
    expect(polls()).toBe(3);
    await relay.stop();
  });

  it('publishes every pass on one connection of its own and hands it back on stop', async () => {
    const { db, relay } = setUp();

    await relay.relayOnce();
    await relay.relayOnce();
    await relay.stop();

    expect(db.connectionsTaken()).toBe(1);
    expect(db.transactionCount()).toBe(2);
  });

  it('takes a fresh connection after a pass the database failed, and keeps the rows for it', async () => {
    let failNext = true;
    const db = fakeDataSource((sql) => {
      if (!sql.includes('FOR UPDATE SKIP LOCKED')) return undefined;
      if (failNext) {
        failNext = false;
        throw new Error('Connection terminated unexpectedly');
      }
      return rows;
    });
    const transport = new FakeTransport();
    const relay = new OutboxRelay(db.dataSource, transport, { schema: 'reviews' });

    await expect(relay.relayOnce()).rejects.toThrow('Connection terminated unexpectedly');
    await expect(relay.relayOnce()).resolves.toBe(2);

    expect(db.connectionsTaken()).toBe(2);
    expect(transport.published.map((event) => event.id)).toEqual([rows[0].id, rows[1].id]);
    await relay.stop();
  });

  it('runs overlapping passes one after the other on its connection, each row published once', async () => {
    let unpublished = [...rows];
    const db = fakeDataSource((sql, params) => {
      if (sql.includes('FOR UPDATE SKIP LOCKED')) return unpublished;
      if (sql.includes('SET "published_at"')) {
        const ids = params[0] as string[];
        unpublished = unpublished.filter((row) => !ids.includes(row.id));
      }
      return undefined;
    });
    const transport = new FakeTransport();
    const relay = new OutboxRelay(db.dataSource, transport, { schema: 'reviews' });

    const counts = await Promise.all([relay.relayOnce(), relay.relayOnce()]);

    expect(counts).toEqual([2, 0]);
    expect(transport.published).toHaveLength(2);
    await relay.stop();
  });
  describe('the floor of a pass (dead index entries of published rows are not walked again)', () => {
    const takes = (db: ReturnType<typeof setUp>['db']) =>
      db.queries.filter((query) => query.sql.includes('FOR UPDATE SKIP LOCKED'));

    afterEach(() => jest.restoreAllMocks());

    it('starts the next pass RELAY_FLOOR_MARGIN_MS before the newest row taken, and a full one every second', async () => {
      const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
      const { db, relay } = setUp();

      await relay.relayOnce();
      clock.mockReturnValue(1_000_000 + RELAY_FULL_PASS_EVERY_MS - 1);
      await relay.relayOnce();
      clock.mockReturnValue(1_000_000 + RELAY_FULL_PASS_EVERY_MS);
      await relay.relayOnce();

      const [first, bounded, full] = takes(db);
      expect(first.params).toEqual([]);
      expect(bounded.sql).toContain('WHERE "published_at" IS NULL AND "occurred_at" >= $1 ORDER BY');
      expect(bounded.params).toEqual([new Date(rows[1].occurred_at.getTime() - RELAY_FLOOR_MARGIN_MS)]);
      expect(full.sql).not.toContain('$1');
      expect(full.params).toEqual([]);
    });

    it('takes the next batches of a pass that drains a backlog after the row the batch before took', async () => {
      jest.spyOn(Date, 'now').mockReturnValue(3_000_000);
      let unpublished = [...rows];
      const db = fakeDataSource((sql, params) => {
        if (sql.includes('FOR UPDATE SKIP LOCKED')) return unpublished.slice(0, 1);
        if (sql.includes('SET "published_at"')) {
          const ids = params[0] as string[];
          unpublished = unpublished.filter((row) => !ids.includes(row.id));
        }
        return undefined;
      });
      const transport = new FakeTransport();
      const relay = new OutboxRelay(db.dataSource, transport, { schema: 'reviews', batchSize: 1 });

      relay.start();
      await waitFor('the backlog drained', () => (unpublished.length === 0 && takes(db).length >= 3) || undefined);
      await relay.stop();

      const [first, continued, last] = takes(db);
      expect(first.params).toEqual([]);
      expect(continued.sql).toContain('AND ("occurred_at", "position") > ($1, $2::bigint) ORDER BY');
      expect(continued.params).toEqual([rows[0].occurred_at, rows[0].position]);
      expect(last.params).toEqual([rows[1].occurred_at, rows[1].position]);
      expect(transport.published.map((event) => event.id)).toEqual(rows.map((row) => row.id));
    });

    it('starts at the oldest refused row, so a refused row is first in line on the next pass', async () => {
      jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
      const { db, transport, relay } = setUp();
      transport.failIds.add(rows[0].id);

      await relay.relayOnce();
      await relay.relayOnce();

      expect(takes(db)[1].params).toEqual([new Date(rows[0].occurred_at.getTime() - RELAY_FLOOR_MARGIN_MS)]);
    });
  });
});
