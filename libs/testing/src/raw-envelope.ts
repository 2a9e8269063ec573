import amqplib from 'amqplib';
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
