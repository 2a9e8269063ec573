import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { DomainEvent } from '@app/contracts';
import { exchangeName } from '@app/messaging';

/**
 * Publishes an envelope straight to the events exchange, as a producer would (or as a broker redelivery would):
 * how system tests stand in for a service that is not started, or deliver an event twice.
 */
export async function publishRawEnvelope(
  amqpUrl: string,
  namespace: string,
  envelope: object & { id: string; name: string },
): Promise<void> {
  const connection = await amqplib.connect(amqpUrl);
  try {
    const channel = await connection.createConfirmChannel();
    channel.publish(exchangeName(namespace), envelope.name, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      messageId: envelope.id,
      type: envelope.name,
      contentType: 'application/json',
    });
    await channel.waitForConfirms();
    await channel.close();
  } finally {
    await connection.close();
  }
}

/** billing's event for an owner who paid the yearly fee now. */
export function subscriptionActivatedEnvelope(userId: number): DomainEvent<'subscription.activated'> {
  return {
    id: randomUUID(),
    name: 'subscription.activated',
    occurredAt: new Date().toISOString(),
    actor: { role: 'system' },
    payload: {
      subscriptionId: 1,
      userId,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      amount: '200.00',
      currency: 'EUR',
    },
  };
}
