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
