import { Logger } from '@nestjs/common';
import { InProcessBus, InProcessTransport } from './in-process-bus';
import { MAX_ATTEMPTS } from './messaging.constants';
import { PoisonMessageError } from './messaging.errors';
import { fakeSubscription, reviewCreated } from './test/fakes';

describe(InProcessBus.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  let bus: InProcessBus;
  const unsubscribes: Array<() => Promise<void>> = [];

  beforeEach(() => {
    bus = new InProcessBus();
  });

  afterEach(async () => {
    await Promise.all(unsubscribes.splice(0).map((unsubscribe) => unsubscribe()));
    jest.useRealTimers();
  });

  function subscribe(namespace: string, fake: ReturnType<typeof fakeSubscription>) {
    unsubscribes.push(bus.subscribe(namespace, fake.subscription));
    return fake;
  }

  it('delivers an event to every service subscribed to its exact name, and to no other', async () => {
    const catalog = subscribe('', fakeSubscription('catalog', ['review.created']));
    const audit = subscribe('', fakeSubscription('admin-audit', ['review.created', 'shop.created']));
    const chat = subscribe('', fakeSubscription('chat', ['review.updated']));
    const otherNamespace = subscribe('t-other.', fakeSubscription('catalog', ['review.created']));
    const event = reviewCreated();

    bus.publish('', event);
    await bus.idle();

    expect(catalog.processed).toEqual([{ body: JSON.stringify(event), attempt: 1 }]);
    expect(audit.processed).toHaveLength(1);
    expect(chat.processed).toHaveLength(0);
    expect(otherNamespace.processed).toHaveLength(0);
  });

  it('hands a replayed message to the one named service only, as a first attempt', async () => {
    const catalog = subscribe('', fakeSubscription('catalog', ['review.created']));
    const audit = subscribe('', fakeSubscription('admin-audit', ['review.created']));
    const body = JSON.stringify(reviewCreated());

    bus.deliverTo('', 'catalog', body);
    await bus.idle();

    expect(catalog.processed).toEqual([{ body, attempt: 1 }]);
    expect(audit.processed).toHaveLength(0);
    expect(() => bus.deliverTo('', 'reviews', body)).toThrow(/not subscribed/);
  });

  it('delivers asynchronously, never inside publish', async () => {
    const catalog = subscribe('', fakeSubscription('catalog', ['review.created']));
    bus.publish('', reviewCreated());
    expect(catalog.processed).toHaveLength(0);
    await bus.idle();
    expect(catalog.processed).toHaveLength(1);
  });

  it('retries a failed delivery after each back-off delay', async () => {
    jest.useFakeTimers();
    const delays = [100, 200, 300, 400];
    let failures = 2;
    const catalog = subscribe(
      '',
      fakeSubscription(
        'catalog',
        ['review.created'],
        async () => {
          if (failures-- > 0) throw new Error('database busy');
        },
        delays,
      ),
    );

    bus.publish('', reviewCreated());
    await jest.advanceTimersByTimeAsync(0);
    expect(catalog.processed.map((p) => p.attempt)).toEqual([1]);
    await jest.advanceTimersByTimeAsync(99);
    expect(catalog.processed).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(catalog.processed.map((p) => p.attempt)).toEqual([1, 2]);
    await jest.advanceTimersByTimeAsync(199);
    expect(catalog.processed).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(catalog.processed.map((p) => p.attempt)).toEqual([1, 2, 3]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(catalog.processed).toHaveLength(3);
    expect(catalog.deadLetters).toEqual([]);
  });

  it(`dead-letters a delivery after ${MAX_ATTEMPTS} failed attempts with the last error`, async () => {
    const catalog = subscribe(
      '',
      fakeSubscription(
        'catalog',
        ['review.created'],
        async (_body, attempt) => {
          throw new Error(`failure ${attempt}`);
        },
        [1, 1, 1, 1],
      ),
    );
    const event = reviewCreated();

    bus.publish('', event);
    await bus.idle();

    expect(catalog.processed.map((p) => p.attempt)).toEqual([1, 2, 3, 4, 5]);
    expect(catalog.deadLetters).toEqual([
      { body: JSON.stringify(event), error: `failure ${MAX_ATTEMPTS}`, attempts: MAX_ATTEMPTS, handlers: [] },
    ]);
  });

  it('keeps delivering later events while one is being retried', async () => {
    const poisoned = reviewCreated({ reviewId: 99 });
    const healthy = reviewCreated({ reviewId: 2 });
    const catalog = subscribe(
      '',
      fakeSubscription(
        'catalog',
        ['review.created'],
        async (body) => {
          if (body.includes('"reviewId":99')) throw new Error('cannot handle 99');
        },
        [20, 20, 20, 20],
      ),
    );

    bus.publish('', poisoned);
    bus.publish('', healthy);
    await new Promise((resolve) => setTimeout(resolve, 5));

    expect(catalog.processed.filter((p) => p.body.includes('"reviewId":2'))).toHaveLength(1);
    expect(catalog.deadLetters).toHaveLength(0);
    await bus.idle();
    expect(catalog.deadLetters).toHaveLength(1);
  });

  it('dead-letters a poison message at once, without retrying', async () => {
    const catalog = subscribe(
      '',
      fakeSubscription('catalog', ['review.created'], async () => {
        throw new PoisonMessageError('not an envelope');
      }),
    );

    bus.publish('', reviewCreated());
    await bus.idle();

    expect(catalog.processed).toHaveLength(1);
    expect(catalog.deadLetters).toEqual([expect.objectContaining({ attempts: 1, error: 'not an envelope' })]);
  });

  it('holds events while paused and delivers them in order on resume', async () => {
    bus.pause();
    const first = reviewCreated({ reviewId: 1 });
    const second = reviewCreated({ reviewId: 2 });
    bus.publish('', first);
    bus.publish('', second);
    const catalog = subscribe('', fakeSubscription('catalog', ['review.created']));

    bus.resume();
    await bus.idle();

    expect(catalog.processed.map((p) => JSON.parse(p.body).id)).toEqual([first.id, second.id]);
  });

  it('drops pending retries of a service that unsubscribed', async () => {
    const catalog = fakeSubscription(
      'catalog',
      ['review.created'],
      async () => {
        throw new Error('down');
      },
      [50, 50, 50, 50],
    );
    const unsubscribe = bus.subscribe('', catalog.subscription);
    bus.publish('', reviewCreated());
    await new Promise((resolve) => setTimeout(resolve, 10));

    await unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 80));

    expect(catalog.processed).toHaveLength(1);
    expect(catalog.deadLetters).toHaveLength(0);
  });

  it('refuses a second subscription of the same service', () => {
    subscribe('', fakeSubscription('catalog', ['review.created']));
    expect(() => bus.subscribe('', fakeSubscription('catalog', ['shop.created']).subscription)).toThrow(
      /already subscribed/,
    );
  });
});

describe(InProcessTransport.name, () => {
  it('publishes through its bus and reports the in-process state', async () => {
    const bus = new InProcessBus();
    const transport = new InProcessTransport('ns.', bus);
    const catalog = fakeSubscription('catalog', ['review.created']);
    await transport.subscribe(catalog.subscription);

    await transport.publish(reviewCreated());
    await bus.idle();

    expect(catalog.processed).toHaveLength(1);
    expect(transport.state()).toBe('in-process');
    expect(transport.canPublish()).toBe(true);
    await transport.stop();
  });
});
