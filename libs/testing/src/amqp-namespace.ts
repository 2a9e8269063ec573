import { randomBytes } from 'node:crypto';
import { exchangeName, serviceQueueNames } from '@app/messaging';
import { connect } from 'amqplib';
import { sanitize } from './test-database';

/** A short unique prefix for exchange and queue names (`eventsNamespace`), like `t-outbox-3f9a1c.`. */
export function uniqueNamespace(label: string): string {
  return `t-${sanitize(label, '-').slice(0, 20)}-${randomBytes(3).toString('hex')}.`;
}

/**
 * Deletes what a test declared under a namespace: the events exchange and, for each name, the queue
 * `<namespace><name>` with its retry and dead-letter queues (pass the service names the test used; a name that
 * already starts with the namespace is taken as is).
 */
export async function deleteAmqpNamespace(amqpUrl: string, namespace: string, queueNames: string[]): Promise<void> {
  if (!namespace) throw new Error('Refusing to delete the un-namespaced production topology');
  const connection = await connect(amqpUrl);
  try {
    const queues = queueNames.flatMap((name) => {
      const service = name.startsWith(namespace) ? name.slice(namespace.length) : name;
      const names = serviceQueueNames(namespace, service);
      return [names.main, ...names.retries, names.deadLetter];
    });
    for (const queue of queues) {
      // A failed command closes its channel, so each one gets its own.
      const channel = await connection.createChannel();
      try {
        await channel.deleteQueue(queue);
        await channel.close();
      } catch {
        // Missing already.
      }
    }
    const channel = await connection.createChannel();
    try {
      await channel.deleteExchange(exchangeName(namespace));
      await channel.close();
    } catch {
      // Missing already.
    }
  } finally {
    await connection.close().catch(() => undefined);
  }
}
