import { Logger } from '@nestjs/common';
import { EventPayload } from '@app/contracts';
import { EntityManager } from 'typeorm';
import { InvalidEventError, OutboxService } from './outbox.service';
import { reviewPayload } from './test/fakes';

describe(OutboxService.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  function setUp(isTransactionActive = true) {
    const query = jest.fn().mockResolvedValue([]);
    const manager = { query, queryRunner: { isTransactionActive } } as unknown as EntityManager;
    const inserted = jest.fn();
    const outbox = new OutboxService('reviews', { inserted });
    return { query, manager, inserted, outbox };
  }

  it('writes the validated envelope into the schema-qualified outbox through the given manager', async () => {
    const { query, manager, outbox } = setUp();

    const event = await outbox.publish(manager, 'review.created', reviewPayload(), { id: 3, role: 'customer' });

    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'review.created',
      occurredAt: expect.any(String),
      actor: { id: 3, role: 'customer' },
      payload: reviewPayload(),
    });
    expect(query).toHaveBeenCalledTimes(1);
    const [statement, params] = query.mock.calls[0];
    expect(statement).toEqual({
      name: expect.stringMatching(/^prepared_/),
      text: expect.stringMatching(/^INSERT INTO "reviews"\."outbox_events"/),
    });
    expect(params).toEqual([
      event.id,
      'review.created',
      JSON.stringify(reviewPayload()),
      JSON.stringify({ id: 3, role: 'customer' }),
      event.occurredAt,
    ]);
  });

  it('refuses a payload that does not match the schema and writes nothing', async () => {
    const { query, manager, outbox } = setUp();
    const bad = { ...reviewPayload(), rating: 9 } as EventPayload<'review.created'>;

    await expect(outbox.publish(manager, 'review.created', bad)).rejects.toThrow(InvalidEventError);
    await expect(outbox.publish(manager, 'review.created', bad)).rejects.toThrow(/rating/);
    expect(query).not.toHaveBeenCalled();
  });

  it('refuses an invalid actor', async () => {
    const { manager, outbox } = setUp();
    const actor = { role: 'wizard' } as never;

    await expect(outbox.publish(manager, 'review.created', reviewPayload(), actor)).rejects.toThrow(/actor\.role/);
  });

  it('refuses an unknown event name', async () => {
    const { manager, outbox } = setUp();

    await expect(outbox.publish(manager, 'review.deleted' as never, {} as never)).rejects.toThrow(/unknown event name/);
  });

  it('tells its listener which manager wrote the row', async () => {
    const { manager, inserted, outbox } = setUp();

    await outbox.publish(manager, 'review.created', reviewPayload());

    expect(inserted).toHaveBeenCalledWith(manager);
  });

  it('writes a batch of events in one INSERT, every one validated before anything is written', async () => {
    const { query, manager, inserted, outbox } = setUp();

    const events = await outbox.publishMany(manager, 'review.created', [
      { payload: reviewPayload() },
      { payload: reviewPayload(), actor: { id: 4, role: 'customer' } },
    ]);

    expect(events.map((event) => event.actor)).toEqual([undefined, { id: 4, role: 'customer' }]);
    expect(query).toHaveBeenCalledTimes(1);
    const [statement, params] = query.mock.calls[0];
    expect(statement).toEqual({ name: expect.stringMatching(/^prepared_/), text: expect.stringMatching(/unnest/) });
    expect(params[0]).toEqual(events.map((event) => event.id));
    expect(params[3]).toEqual([null, JSON.stringify({ id: 4, role: 'customer' })]);
    expect(inserted).toHaveBeenCalledTimes(1);

    const bad = { ...reviewPayload(), rating: 9 } as EventPayload<'review.created'>;
    await expect(
      outbox.publishMany(manager, 'review.created', [{ payload: reviewPayload() }, { payload: bad }]),
    ).rejects.toThrow(/rating/);
    expect(query).toHaveBeenCalledTimes(1);
  });
});
