import type { Channel, ConsumeMessage } from 'amqplib';
import { DeliveryAcks, redactUrl } from './broker-connection';

describe(redactUrl.name, () => {
  it('masks the password of a broker URL', () => {
    expect(redactUrl('amqp://app:s3cret@rabbit.internal:5672/shop')).toBe('amqp://app:***@rabbit.internal:5672/shop');
  });

  it('leaves a URL without a password as it is', () => {
    expect(redactUrl('amqp://127.0.0.1:5672')).toBe('amqp://127.0.0.1:5672');
  });

  it('never echoes what it cannot parse', () => {
    expect(redactUrl('not a url :: with secret')).toBe('(invalid url)');
  });
});

describe(DeliveryAcks.name, () => {
  const message = (tag: number) => ({ fields: { deliveryTag: tag } }) as unknown as ConsumeMessage;
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  function setUp() {
    const calls: string[] = [];
    const channel = {
      ack: (m: ConsumeMessage, allUpTo?: boolean) => calls.push(`ack ${m.fields.deliveryTag}${allUpTo ? ' multiple' : ''}`),
      nack: (m: ConsumeMessage) => calls.push(`nack ${m.fields.deliveryTag}`),
    } as unknown as Channel;
    return { calls, acks: new DeliveryAcks(channel) };
  }

  it('acknowledges deliveries handled in one turn with one multiple ack of the last one', async () => {
    const { calls, acks } = setUp();
    const messages = [1, 2, 3].map(message);
    for (const m of messages) acks.received(m);
    for (const m of messages) acks.ack(m);
    await tick();
    expect(calls).toEqual(['ack 3 multiple']);
  });

  it('holds back the acks of deliveries after one still in handling', async () => {
    const { calls, acks } = setUp();
    const [first, second, third] = [1, 2, 3].map(message);
    for (const m of [first, second, third]) acks.received(m);
    acks.ack(second);
    acks.ack(third);
    await tick();
    expect(calls).toEqual([]);
    acks.ack(first);
    await tick();
    expect(calls).toEqual(['ack 3 multiple']);
  });

  it('never ends a multiple ack on a delivery handed back to the broker', async () => {
    const { calls, acks } = setUp();
    const [first, second, third] = [1, 2, 3].map(message);
    for (const m of [first, second, third]) acks.received(m);
    acks.ack(first);
    acks.nack(third);
    await tick();
    expect(calls).toEqual(['nack 3', 'ack 1']);
    acks.ack(second);
    await tick();
    expect(calls).toEqual(['nack 3', 'ack 1', 'ack 2']);
  });
});
