import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { DomainEvent, deadLetterReplayResponseSchema, deadLettersResponseSchema } from '@app/contracts';
import { exchangeName, MAX_ATTEMPTS } from '@app/messaging';
import { publishRawEnvelope, waitFor } from '@app/testing';
import { BrowserLikeClient } from './support/http-client';

import { startSystem, SystemUnderTest } from './support/system-under-test';

/**
 * Dead letters end to end (issue 10): admin-audit cannot apply an event while a stale history row holds its id,
 * tries it MAX_ATTEMPTS times and parks it while later events flow; an admin lists it through the gateway, the
 * cause is cleared, the admin replays it and admin-audit applies it once. Identity runs beside it as a second
 * subscriber of the same event, and a spy queue bound like a subscriber shows the replay went to admin-audit only.
 */
describe('dead letters through the gateway', () => {
  const path = '/api/admin/dead-letters/admin-audit';
  let system: SystemUnderTest;
  let admin: BrowserLikeClient;
  let customer: BrowserLikeClient;
  let spy: { connection: amqplib.ChannelModel; channel: amqplib.Channel; queue: string };
  const poison = shopCreated(900_001, 'Parked Pharmacy');
  const later = [shopCreated(900_002, 'Later Bakery'), shopCreated(900_003, 'Later Books')];
  let deadLetterId: string;

  beforeAll(async () => {
    // Retries of 0.2 to 0.8 s: the later events are applied well before the last attempt.
    system = await startSystem('dead-letters', ['identity', 'admin-audit'], {
      serviceEnv: { EVENTS_RETRY_DELAYS_MS: '200,400,600,800' },
    });
    const connection = await amqplib.connect(system.amqpUrl);
    const channel = await connection.createChannel();
    const queue = `${system.namespace}spy`;
    await channel.assertQueue(queue, { durable: false });
    await channel.bindQueue(queue, exchangeName(system.namespace), 'shop.created');
    spy = { connection, channel, queue };

    admin = new BrowserLikeClient(system.gateway.url);
    expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
    customer = new BrowserLikeClient(system.gateway.url);
    const registered = await customer.post('/api/customer/register', {
      firstName: 'Siobhan',
      lastName: 'Customer',
      contact: `siobhan-${system.namespace}@example.ie`,
      city: 'Galway',
      password: 'secret1',
      role: 'customer',
    });
    expect(registered.status).toBeLessThan(300);
  });

  afterAll(async () => {
    await spy?.channel.deleteQueue(spy.queue).catch(() => undefined);
    await spy?.connection.close().catch(() => undefined);
    await system?.stop();
  });

  const count = async (query: string, params: unknown[]) => Number((await system.sql.query(query, params)).rows[0].n);
  const historyCount = (eventId: string) =>
    count('SELECT count(*) AS n FROM audit.event_history WHERE event_id = $1 AND name = $2', [eventId, 'shop.created']);

  it(`tries an event ${MAX_ATTEMPTS} times and parks it, while events published after it are applied`, async () => {
    // A stale row under the event's id: the history insert fails until an operator removes it.
    await system.sql.query(
      `INSERT INTO audit.event_history (event_id, name, occurred_at, payload) VALUES ($1, 'stale.entry', now(), '{}')`,
      [poison.id],
    );
    await publishRawEnvelope(system.amqpUrl, system.namespace, poison);
    for (const event of later) await publishRawEnvelope(system.amqpUrl, system.namespace, event);

    const parked = await waitFor(
      'the poison event in dead_letter_events',
      async () => {
        const { rows } = await system.sql.query('SELECT * FROM audit.dead_letter_events WHERE event_id = $1', [
          poison.id,
        ]);
        return rows[0] as { id: string; attempts: number; failed_at: Date; replayed_at: Date | null } | undefined;
      },
      { timeoutMs: 30_000 },
    );
    deadLetterId = parked.id;
    expect(parked.attempts).toBe(MAX_ATTEMPTS);
    expect(parked.replayed_at).toBeNull();

    // The consumer's own account of each handling: one warning per retried attempt, one error when it parked.
    const lines = system.services['admin-audit']!.output()
      .split('\n')
      .filter((line) => line.includes(poison.id));
    const retried = lines.filter((line) => /attempt \d failed, retrying/.test(line));
    const parkedLines = lines.filter((line) => line.includes(`parked event ${poison.id}`));
    expect(retried.map((line) => Number(/attempt (\d) failed/.exec(line)![1]))).toEqual([1, 2, 3, 4]);
    expect(parkedLines).toHaveLength(1);
    expect(parkedLines[0]).toContain(`after ${MAX_ATTEMPTS} attempt(s)`);

    // The later events were applied before the poison was given up on: nothing waited behind it.
    const { rows } = await system.sql.query(
      'SELECT max(recorded_at) AS last FROM audit.event_history WHERE event_id = ANY($1::uuid[])',
      [later.map((event) => event.id)],
    );
    await expect(Promise.all(later.map((event) => historyCount(event.id)))).resolves.toEqual([1, 1]);
    expect((rows[0] as { last: Date }).last.getTime()).toBeLessThan(parked.failed_at.getTime());
    await expect(historyCount(poison.id)).resolves.toBe(0);
    await expect(count('SELECT count(*) AS n FROM audit.shops WHERE id = $1', [poison.payload.shopId])).resolves.toBe(
      0,
    );
  });

  it('refuses the list and the replay to anonymous callers (401) and customers (403)', async () => {
    const anonymous = new BrowserLikeClient(system.gateway.url);
    for (const [client, status] of [
      [anonymous, 401],
      [customer, 403],
    ] as const) {
      expect((await client.get(path)).status).toBe(status);
      expect((await client.post(`${path}/${deadLetterId}/replay`)).status).toBe(status);
    }
    await expect(
      count('SELECT count(*) AS n FROM audit.dead_letter_events WHERE replayed_at IS NOT NULL', []),
    ).resolves.toBe(0);
  });

  it('lists the parked event for an admin and validates the query and the id', async () => {
    const listed = await admin.get(path);
    expect(listed.status).toBe(200);
    const letters = deadLettersResponseSchema.parse(listed.json);
    expect(letters).toEqual([
      expect.objectContaining({
        id: deadLetterId,
        eventId: poison.id,
        eventName: 'shop.created',
        handler: 'RecordEventHistoryHandler',
        attempts: MAX_ATTEMPTS,
        status: 'parked',
        replayedAt: null,
        replayedBy: null,
      }),
    ]);

    const badFilter = await admin.get(`${path}?status=everything`);
    expect(badFilter).toMatchObject({ status: 400, json: { message: 'status must be parked, replayed or all' } });
    const badId = await admin.post(`${path}/not-a-uuid/replay`);
    expect(badId).toMatchObject({ status: 400, json: { message: 'Dead letter id must be a UUID' } });
    const unknown = await admin.post(`${path}/${randomUUID()}/replay`);
    expect(unknown).toMatchObject({ status: 404, json: { message: 'Dead letter not found' } });
  });

  it('replays the event to admin-audit only once its cause is gone, where it is applied once', async () => {
    await system.sql.query('DELETE FROM audit.event_history WHERE event_id = $1', [poison.id]);
    const adminId = Number(
      (await system.sql.query('SELECT id FROM identity.users WHERE email = $1', [system.admin.email])).rows[0].id,
    );

    const replayed = await admin.post(`${path}/${deadLetterId}/replay`);
    expect(replayed.status).toBe(200);
    expect(deadLetterReplayResponseSchema.parse(replayed.json)).toMatchObject({
      id: deadLetterId,
      status: 'replayed',
      replayedBy: adminId,
    });

    await waitFor('the replayed event in the history', async () => (await historyCount(poison.id)) === 1);
    await expect(count('SELECT count(*) AS n FROM audit.shops WHERE id = $1', [poison.payload.shopId])).resolves.toBe(
      1,
    );
    await expect(count('SELECT count(*) AS n FROM audit.inbox_events WHERE event_id = $1', [poison.id])).resolves.toBe(
      1,
    );

    const again = await admin.post(`${path}/${deadLetterId}/replay`);
    expect(again).toMatchObject({ status: 409, json: { message: 'This dead letter was already replayed' } });
    expect((await admin.get(`${path}?status=parked`)).json).toEqual([]);
    expect((await admin.get(`${path}?status=replayed`)).json).toEqual([
      expect.objectContaining({ id: deadLetterId, status: 'replayed', replayedBy: adminId }),
    ]);

    // The replay went to admin-audit's own queue, not through the exchange: the spy saw only the three publishes,
    // and identity (the other subscriber) holds the event once from its first delivery.
    const { messageCount } = await spy.channel.checkQueue(spy.queue);
    expect(messageCount).toBe(1 + later.length);
    await expect(
      count('SELECT count(*) AS n FROM identity.inbox_events WHERE event_id = $1', [poison.id]),
    ).resolves.toBe(1);
  });
});

function shopCreated(shopId: number, name: string): DomainEvent<'shop.created'> {
  return {
    id: randomUUID(),
    name: 'shop.created',
    occurredAt: new Date().toISOString(),
    actor: { role: 'system' },
    payload: {
      shopId,
      ownerId: 900_000,
      name,
      location: 'Galway',
      categoryId: null,
      status: 'pending',
      isApproved: false,
      isActive: true,
      createdAt: new Date().toISOString(),
    },
  };
}
