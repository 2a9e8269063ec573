import { Logger } from '@nestjs/common';
import { AmqpConnectionManagerClass, ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import { describeError } from './messaging.errors';
import { DEFAULT_HEARTBEAT_SECONDS, DEFAULT_RECONNECT_SECONDS } from './messaging.constants';

/** How long a process waits at start-up for the broker before it carries on without it (it keeps trying). */
export const DEFAULT_START_TIMEOUT_MS = 5_000;

export interface BrokerConnectionOptions {
  url: string;
  /** Who connects, as the log lines name it: a service, or a listener's queue. */
  label: string;
  heartbeatSeconds?: number;
  reconnectSeconds?: number;
}

/**
 * The one way a process connects to RabbitMQ (AmqpTransport, the live event listener): amqp-connection-manager,
 * which reconnects by itself, with the same log lines for every user: connected, lost, and cannot reach (once per
 * outage, not once per retry). The password never reaches the log.
 */
export function openBrokerConnection(options: BrokerConnectionOptions, logger: Logger): AmqpConnectionManagerClass {
  const connection = new AmqpConnectionManagerClass([options.url], {
    heartbeatIntervalInSeconds: options.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS,
    reconnectTimeInSeconds: options.reconnectSeconds ?? DEFAULT_RECONNECT_SECONDS,
  });
  const where = redactUrl(options.url);
  let failureLogged = false;
  connection.on('connect', () => {
    failureLogged = false;
    logger.log(`${options.label} connected to RabbitMQ at ${where}`);
  });
  connection.on('disconnect', ({ err }: { err?: Error }) =>
    logger.warn(`${options.label} lost RabbitMQ at ${where}: ${describeError(err)}; reconnecting`),
  );
  connection.on('connectFailed', ({ err }: { err: Error }) => {
    if (failureLogged) return;
    failureLogged = true;
    logger.warn(`${options.label} cannot reach RabbitMQ at ${where}: ${describeError(err)}; retrying`);
  });
  return connection;
}

/**
 * Waits for the first connection and `channel`'s set-up (its exchange, queues and bindings), but no longer than
 * the first failed attempt or `timeoutMs`: resolves with null once connected, else with why not. Either way the
 * connection goes on trying, so a process starts without the broker and catches up when it comes.
 */
export async function awaitFirstConnection(
  connection: AmqpConnectionManagerClass,
  channel: ChannelWrapper,
  timeoutMs = DEFAULT_START_TIMEOUT_MS,
): Promise<string | null> {
  let onFailed: ((event: { err: Error }) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const firstFailure = new Promise<never>((_resolve, reject) => {
    onFailed = ({ err }) => reject(err ?? new Error('first connection attempt failed'));
    connection.once('connectFailed', onFailed);
  });
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no connection within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  // No timeout of connect() itself: its timer would hold the process open; the unref'd one above bounds the wait.
  const connected = connection.connect().then(() => channel.waitForConnect());
  try {
    await Promise.race([connected, firstFailure, timeout]);
    return null;
  } catch (error) {
    return describeError(error);
  } finally {
    clearTimeout(timer);
    if (onFailed) connection.removeListener('connectFailed', onFailed);
    // The losers of the race settle later (or never): none of them may surface as an unhandled rejection.
    for (const pending of [connected, firstFailure, timeout]) pending.catch(() => undefined);
  }
}

/**
 * Acknowledges a delivery on the channel it came from. A channel that closed meanwhile is no error: the broker
 * hands the message out again (to this consumer's next channel or another consumer), and the inbox, or the web
 * app's dedupe by event id, skips what was already done.
 */
export function acknowledge(channel: Channel | undefined, message: ConsumeMessage): void {
  try {
    channel?.ack(message);
  } catch {
    // The channel closed meanwhile; see above.
  }
}

/**
 * Acknowledges one channel's deliveries in few frames: each handled delivery is marked, and at the end of the
 * event loop's turn the longest run of handled deliveries at the head (in delivery order) is acknowledged with one
 * `multiple` ack of its last one. A delivery still in handling holds back the acks of those after it (they stay
 * unacknowledged, and are redelivered to be skipped by the inbox if the channel closes first). A delivery handed
 * back (`nack`, requeue) is settled at once and leaves the run. One per channel: see `deliveryAcksOf`.
 */
export class DeliveryAcks {
  /** Deliveries not yet acknowledged, in delivery order, each marked once handled (ack) or handed back (nack). */
  private readonly pending: Array<{ message: ConsumeMessage; settled?: 'ack' | 'nack' }> = [];
  private scheduled = false;

  constructor(private readonly channel: Channel | undefined) {}

  /** Call as each delivery arrives (in the broker's order). */
  received(message: ConsumeMessage): void {
    this.pending.push({ message });
  }

  ack(message: ConsumeMessage): void {
    this.settle(message, 'ack');
  }

  /** Hands a delivery back to the broker for a later try (requeued), now. */
  nack(message: ConsumeMessage): void {
    try {
      this.channel?.nack(message, false, true);
    } catch {
      // The channel closed meanwhile; the broker redelivers the message.
    }
    this.settle(message, 'nack');
  }

  private settle(message: ConsumeMessage, how: 'ack' | 'nack'): void {
    const entry = this.pending.find((item) => item.message === message);
    if (!entry) {
      // Not received through this tracker: acknowledge it alone.
      if (how === 'ack') acknowledge(this.channel, message);
      return;
    }
    entry.settled = how;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  private flush(): void {
    this.scheduled = false;
    let last: ConsumeMessage | undefined;
    let count = 0;
    while (this.pending.length > 0 && this.pending[0].settled) {
      const head = this.pending.shift()!;
      // Only an acknowledged delivery may end the run: a `multiple` ack naming a tag the broker no longer holds
      // (a handed-back one) closes the channel.
      if (head.settled === 'ack') {
        last = head.message;
        count += 1;
      }
    }
    if (!last) return;
    try {
      if (count === 1) this.channel?.ack(last);
      else this.channel?.ack(last, true);
    } catch {
      // The channel closed meanwhile; see `acknowledge`.
    }
  }
}

const acksByChannel = new WeakMap<Channel, DeliveryAcks>();

/** The ack batcher of a channel (a fresh one after a reconnect: delivery tags are per channel). */
export function deliveryAcksOf(channel: Channel | undefined): DeliveryAcks {
  if (!channel) return new DeliveryAcks(undefined);
  let acks = acksByChannel.get(channel);
  if (!acks) {
    acks = new DeliveryAcks(channel);
    acksByChannel.set(channel, acks);
  }
  return acks;
}

/** The broker URL with its password masked, for log lines. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid url)';
  }
}
