import { messagingTablesSql, outboxPositionSql } from './messaging-tables';
import { MAX_ATTEMPTS, exchangeName, retryDelayMs, serviceQueueNames } from './messaging.constants';

describe(messagingTablesSql.name, () => {
  it('qualifies every table with the service schema', () => {
    const { up, down } = messagingTablesSql('catalog');
    for (const sql of [...up, ...down])
      expect(sql).toMatch(/"catalog"\."(outbox_events|inbox_events|dead_letter_events)"/);
    expect(up.join('\n')).toMatch(/PRIMARY KEY \("event_id", "handler"\)/);
    expect(up.join('\n')).toMatch(/ON "catalog"\."outbox_events" \("occurred_at"\) WHERE "published_at" IS NULL/);
    expect(down).toHaveLength(3);
  });

  it('refuses a schema name that would need quoting', () => {
    expect(() => messagingTablesSql('catalog"; DROP TABLE x; --')).toThrow(/Invalid schema name/);
    expect(() => messagingTablesSql('Catalog')).toThrow(/Invalid schema name/);
  });
});

describe(outboxPositionSql.name, () => {
  it("adds the insertion order to the outbox and puts it in the relay's index", () => {
    const { up, down } = outboxPositionSql('chat');
    expect(up[0]).toMatch(
      /ALTER TABLE "chat"\."outbox_events" ADD COLUMN IF NOT EXISTS "position" bigint GENERATED ALWAYS AS IDENTITY/,
    );
    expect(up[2]).toMatch(/ON "chat"\."outbox_events" \("occurred_at", "position"\) WHERE "published_at" IS NULL/);
    expect(down[down.length - 1]).toMatch(/DROP COLUMN IF EXISTS "position"/);
    expect(() => outboxPositionSql('chat; --')).toThrow(/Invalid schema name/);
  });
});

describe('broker names', () => {
  it('prefixes the exchange and every queue of a service with the namespace', () => {
    expect(exchangeName('t-a.')).toBe('t-a.marketplace.events');
    expect(serviceQueueNames('t-a.', 'catalog')).toEqual({
      main: 't-a.catalog',
      deadLetter: 't-a.catalog.dead-letter',
      retries: Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => `t-a.catalog.retry.${i + 1}`),
    });
  });

  it('picks the back-off of a failed attempt and repeats the last one', () => {
    expect([1, 2, 3, 4, 9].map((attempt) => retryDelayMs([10, 20, 30], attempt))).toEqual([10, 20, 30, 30, 30]);
  });
});
