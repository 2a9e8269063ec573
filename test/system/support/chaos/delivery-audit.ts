import amqplib from 'amqplib';
import { Client } from 'pg';
import { serviceQueueNames } from '@app/messaging';
import { sleep, waitFor } from '@app/testing';
import { CommittedEvents } from './outbox-writer';

export interface DeliveryFigures {
  committed: number;
  /** Committed events with no inbox row in the consumer. */
  lost: number;
  /** Inbox rows of events nobody committed. */
  unexpected: number;
  /** Products counted beyond the events of their shop: a second application of some event. */
  duplicatesApplied: number;
  /** Products missing from their shop's count although the inbox says the event was handled. */
  effectsMissing: number;
  outboxUnpublished: number;
  deadLettered: number;
}

const HANDLER = 'OnProductCreatedHandler';

async function unpublished(sql: Client): Promise<number> {
  const { rows } = await sql.query('SELECT count(*) AS n FROM catalog.outbox_events WHERE published_at IS NULL');
  return Number(rows[0].n);
}

async function handledCount(sql: Client): Promise<number> {
  const { rows } = await sql.query('SELECT count(*) AS n FROM identity.inbox_events WHERE handler = $1', [HANDLER]);
  return Number(rows[0].n);
}

/** Messages waiting in the consumer's queue and its retry queues (read straight from the broker, not the proxy). */
async function queuedMessages(amqpUrl: string, namespace: string): Promise<number> {
  const names = serviceQueueNames(namespace, 'identity');
  const connection = await amqplib.connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    let total = 0;
    for (const queue of [names.main, ...names.retries]) total += (await channel.checkQueue(queue)).messageCount;
    await channel.close();
    return total;
  } finally {
    await connection.close();
  }
}

/**
 * Waits until the system is quiet: the outbox is fully published, the consumer has handled every committed event,
 * its queues are empty, and nothing changes over a further second (a late duplicate would show up there).
 */
export async function waitForQuiescence(
  sql: Client,
  amqpUrl: string,
  namespace: string,
  committed: number,
  timeoutMs: number,
): Promise<void> {
  await waitFor(
    `all ${committed} events to be published and handled`,
    async () => {
      if ((await unpublished(sql)) > 0 || (await handledCount(sql)) < committed) return false;
      if ((await queuedMessages(amqpUrl, namespace)) > 0) return false;
      const before = await handledCount(sql);
      await sleep(1_000);
      return (await queuedMessages(amqpUrl, namespace)) === 0 && (await handledCount(sql)) === before;
    },
    { timeoutMs, intervalMs: 500 },
  );
}

/** Compares what was committed with what the consumer holds, by event id and by per-shop effect. */
export async function auditDelivery(sql: Client, committed: CommittedEvents): Promise<DeliveryFigures> {
  const inbox = await sql.query('SELECT event_id FROM identity.inbox_events WHERE handler = $1', [HANDLER]);
  const handled = new Set(inbox.rows.map((row: { event_id: string }) => row.event_id));
  const counts = await sql.query(
    'SELECT shop_id, product_count FROM identity.owner_shop_stats WHERE shop_id = ANY($1)',
    [[...committed.perShop.keys()]],
  );
  const actual = new Map(
    counts.rows.map((row: { shop_id: number; product_count: number }) => [row.shop_id, row.product_count]),
  );
  let duplicatesApplied = 0;
  let effectsMissing = 0;
  for (const [shopId, expected] of committed.perShop) {
    const got = Number(actual.get(shopId) ?? 0);
    duplicatesApplied += Math.max(0, got - expected);
    effectsMissing += Math.max(0, expected - got);
  }
  const deadLetters = await sql.query('SELECT count(*) AS n FROM identity.dead_letter_events');
  return {
    committed: committed.ids.size,
    lost: [...committed.ids].filter((id) => !handled.has(id)).length,
    unexpected: [...handled].filter((id) => !committed.ids.has(id)).length,
    duplicatesApplied,
    effectsMissing,
    outboxUnpublished: await unpublished(sql),
    deadLettered: Number(deadLetters.rows[0].n),
  };
}

/** Evidence of redelivery in the consumer's logs (every process it ever ran). */
export function redeliveriesIn(consumerOutput: string): { brokerRedelivered: number; duplicatesSkipped: number } {
  const lines = consumerOutput.split('\n');
  return {
    brokerRedelivered: lines.filter((line) => line.includes('again: broker redelivery')).length,
    duplicatesSkipped: lines.filter((line) => line.includes(`${HANDLER} already handled event`)).length,
  };
}
