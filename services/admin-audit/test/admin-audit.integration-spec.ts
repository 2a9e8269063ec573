import { randomUUID } from 'node:crypto';
import { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { RequestIdentity } from '@app/auth-context';
import { EventActor } from '@app/contracts';
import { MessagingRuntime } from '@app/messaging';
import { ShopEventFactory, UserEventFactory } from '@app/testing';
import { DroppedChatTextFromHistory1765040000400 } from '../src/migrations/1765040000400-DroppedChatTextFromHistory';
import { rebuildReadModels } from '../src/rebuild/rebuild';
import { AdminAuditHarness, startAdminAuditHarness } from './support/admin-audit-harness';

jest.setTimeout(60_000);

const ADMIN: Partial<RequestIdentity> = {
  userId: 1,
  role: 'customer',
  isAdmin: true,
  name: 'Root Admin',
  email: 'admin@example.ie',
};
const ADMIN_ACTOR: EventActor = {
  id: 1,
  role: 'admin',
  name: 'Root Admin',
  email: 'admin@example.ie',
  ip: '10.0.0.9',
  userAgent: 'jest',
};
const ADMIN_PATHS = ['logs', 'stats', 'detailed-stats', 'visit-stats', 'recent-visits', 'customer-stats'];

describe('admin-audit read models', () => {
  let harness: AdminAuditHarness;
  let app: INestApplication;
  let sql: Client;
  let users: UserEventFactory;
  let shops: ShopEventFactory;
  const now = Date.now();
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);

  const deliver: AdminAuditHarness['deliver'] = (name, payload, options) => harness.deliver(name, payload, options);

  const get = (path: string, identity: Partial<RequestIdentity> = ADMIN) =>
    harness.http().get(`/api/admin/${path}`).set(harness.signed(identity));

  const person = (userId: number, role: 'customer' | 'shop_owner', firstName: string, city: string | null) =>
    users.create({ userId, role, firstName, lastName: 'Murphy', city, createdAt: minutesAgo(30).toISOString() });

  const shop = (shopId: number, ownerId: number, name: string) =>
    shops.create({ shopId, ownerId, name, createdAt: minutesAgo(20).toISOString() });

  const visit = (visitId: number, shopId: number, userId: number | null, referrer: string | null, at = new Date()) =>
    deliver('shop.viewed', {
      visitId,
      shopId,
      shopName: `Shop ${shopId}`,
      shopLocation: 'Galway',
      userId,
      guestSessionId: userId ? null : 7,
      ipAddress: '192.0.2.1',
      userAgent: 'jest',
      referrer,
      visitedAt: at.toISOString(),
    });

  const everything = async () =>
    Object.fromEntries(await Promise.all(ADMIN_PATHS.map(async (path) => [path, (await get(path)).body])));

  beforeAll(async () => {
    harness = await startAdminAuditHarness('admin-audit');
    ({ app, sql } = harness);
    users = new UserEventFactory(harness);
    shops = new ShopEventFactory(harness);

    // A suspension that arrives before the registration it follows must still win.
    await deliver(
      'user.suspended',
      { userId: 12, role: 'shop_owner', reason: 'Fake listings' },
      { actor: { ...ADMIN_ACTOR, reason: 'Fake listings' } },
    );
    await person(10, 'customer', 'Ciara', 'Galway');
    await person(11, 'customer', 'Dara', 'Cork');
    await person(13, 'customer', 'Eoin', 'Galway');
    await person(12, 'shop_owner', 'Aoife', 'Dublin');
    await deliver('user.email_verified', { userId: 10 });
    await deliver('user.banned', { userId: 11, role: 'customer' }, { actor: { ...ADMIN_ACTOR, reason: 'Spam' } });
    await person(14, 'customer', 'Gone', null);
    await deliver('user.deleted', { userId: 14, role: 'customer', displayName: 'Gone Murphy' }, { actor: ADMIN_ACTOR });

    await shop(100, 12, 'Aoife Bakery');
    await shop(101, 12, 'Aoife Books');
    await shop(102, 12, 'Removed Shop');
    await deliver('shop.approved', { shopId: 100, ownerId: 12, name: 'Aoife Bakery' }, { actor: ADMIN_ACTOR });
    await deliver('shop.removed', { shopId: 102, ownerId: 12, name: 'Removed Shop' }, { actor: ADMIN_ACTOR });
    await deliver('product.created', { productId: 1, shopId: 100, ownerId: 12, name: 'Bread', price: '3.50' });
    await deliver('product.created', { productId: 2, shopId: 100, ownerId: 12, name: 'Cake', price: '9.00' });
    await deliver('product.deleted', { productId: 2, shopId: 100, ownerId: 12 });

    await visit(1, 100, 10, 'https://www.google.com/search?q=bread');
    await visit(2, 100, null, null);
    await visit(3, 101, 13, 'https://www.google.ie/');
    await visit(4, 102, null, null);
    await visit(5, 100, null, null, new Date(now - 400 * 24 * 3600_000));

    const parties = { conversationId: 1, shopId: 100, shopOwnerId: 12, customerUserId: 10, guestSessionId: null };
    await deliver('chat.conversation.created', parties);
    for (const messageId of [1, 2]) {
      await deliver('chat.message.sent', {
        ...parties,
        messageId,
        senderType: 'customer',
        senderId: '10',
        message: 'Hello',
        attachments: [],
        createdAt: new Date().toISOString(),
      });
    }
    await deliver('payment.succeeded', {
      paymentId: 'offline_1',
      subscriptionId: 1,
      userId: 12,
      amount: '200.00',
      currency: 'EUR',
    });
    await deliver('user.logged_in', { userId: 10, role: 'customer' }, { actor: { role: 'customer', ip: '192.0.2.1' } });
    await deliver('user.login_failed', { userId: 10, identifier: 'ciara@example.ie', reason: 'wrong password' });
    await deliver('user.locked', { userId: 10, lockedUntil: new Date(now + 900_000).toISOString() });
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('counts people, shops, products and revenue', async () => {
    const stats = await get('stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ totalShops: 2, activeUsers: 2, totalRevenue: 200, pendingApprovals: 1 });

    const detailed = (await get('detailed-stats')).body;
    expect(detailed).toMatchObject({
      totalShops: 2,
      activeShops: 1,
      totalUsers: 4,
      activeUsers: 2,
      totalProducts: 1,
      totalRevenue: 200,
      revenueThisMonth: 200,
      newUsersThisMonth: 4,
      newShopsThisMonth: 2,
    });
    expect(detailed.topRevenueShops).toEqual([
      { id: 100, name: 'Aoife Bakery', owner: 'Aoife Murphy', revenue: 200 },
      { id: 101, name: 'Aoife Books', owner: 'Aoife Murphy', revenue: 200 },
    ]);
  });

  it('counts visits by period, shop and source, without removed shops', async () => {
    const visits = (await get('visit-stats')).body;
    expect(visits).toMatchObject({ daily: 3, weekly: 3, monthly: 3, yearly: 3 });
    expect(visits.topShops[0]).toEqual({ id: 100, name: 'Aoife Bakery', visitCount: 3 });
    expect(visits.sources).toEqual(
      expect.arrayContaining([
        { name: 'Direct', count: 2 },
        { name: 'google.com', count: 1 },
        { name: 'google.ie', count: 1 },
      ]),
    );
    const detailed = (await get('detailed-stats')).body;
    expect(detailed.visitStats).toEqual({ daily: 3, weekly: 3, monthly: 3, yearly: 3 });
  });

  it('lists recent visits newest first with the visitor’s first name or null', async () => {
    const recent = (await get('recent-visits')).body;
    expect(recent.map((row: any) => row.id)).toEqual([3, 2, 1, 5]);
    expect(recent[0]).toMatchObject({
      customerUser: { firstName: 'Eoin' },
      shop: { name: 'Shop 101', location: 'Galway' },
      ipAddress: '192.0.2.1',
      visitType: 'View',
    });
    expect(recent[1].customerUser).toBeNull();
  });

  it('gives customer statistics with top cities and messages', async () => {
    const customers = (await get('customer-stats')).body;
    expect(customers).toMatchObject({
      totalCustomers: 3,
      activeCustomers: 2,
      bannedCustomers: 1,
      verifiedCustomers: 1,
      newThisMonth: 3,
      totalMessages: 2,
      topCities: [
        { city: 'Galway', count: 2 },
        { city: 'Cork', count: 1 },
      ],
    });
    expect(customers.avgRegistrationsPerDay).toBeGreaterThan(0);
  });

  it('keeps chat messages in the event history without their text or pictures', async () => {
    const { rows } = await sql.query(
      `SELECT payload FROM audit.event_history WHERE name = 'chat.message.sent' ORDER BY payload->>'messageId'`,
    );
    expect(rows.map((row) => row.payload)).toEqual(
      [1, 2].map((messageId) => ({
        conversationId: 1,
        shopId: 100,
        shopOwnerId: 12,
        customerUserId: 10,
        guestSessionId: null,
        messageId,
        senderType: 'customer',
        senderId: '10',
        createdAt: expect.any(String),
      })),
    );
  });

  it('strips the text and pictures of chat messages recorded before, and nothing else (migration)', async () => {
    const eventId = randomUUID();
    const kept = { conversationId: 9, shopId: 100, messageId: 99, senderType: 'customer', senderId: '10' };
    await sql.query(
      `INSERT INTO audit.event_history (event_id, name, occurred_at, payload)
       VALUES ($1, 'chat.message.sent', now(), $2), ($3, 'review.created', now(), $4)`,
      [
        eventId,
        { ...kept, message: 'My address is 1 Main Street', attachments: ['/uploads/2026/11/a.webp'] },
        randomUUID(),
        { reviewId: 5, message: 'A review keeps its text' },
      ],
    );
    const runner = app.get<DataSource>(getDataSourceToken()).createQueryRunner();
    try {
      await new DroppedChatTextFromHistory1765040000400().up(runner);
    } finally {
      await runner.release();
    }
    const { rows } = await sql.query(
      `SELECT name, payload FROM audit.event_history WHERE payload->>'messageId' = '99' OR payload->>'reviewId' = '5'
        ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'chat.message.sent', payload: kept },
      { name: 'review.created', payload: { reviewId: 5, message: 'A review keeps its text' } },
    ]);
    // Rows no read model holds: the rebuild below must replay what the deliveries recorded, nothing more.
    await sql.query(`DELETE FROM audit.event_history WHERE payload->>'messageId' = '99' OR payload->>'reviewId' = '5'`);
  });

  it('logs admin actions with admin, target and reason, newest first and paged', async () => {
    const logs = (await get('logs')).body;
    expect(logs.totalCount).toBe(5);
    expect(logs.logs.map((log: any) => log.action)).toEqual([
      'remove_shop',
      'approve_shop',
      'delete_user',
      'ban_user',
      'suspend_user',
    ]);
    const suspend = logs.logs[4];
    expect(suspend).toMatchObject({
      targetType: 'user',
      targetId: 12,
      admin: { firstName: 'Root', lastName: 'Admin', email: 'admin@example.ie' },
      details: { reason: 'Fake listings' },
    });
    expect(logs.logs[2]).toMatchObject({ targetName: 'Gone Murphy', targetId: 14 });
    expect(logs.logs[1]).toMatchObject({ targetType: 'shop', targetId: 100, targetName: 'Aoife Bakery' });
    expect(logs.logs[3]).toMatchObject({ targetName: 'Dara Murphy', details: { reason: 'Spam' } });
    const page = (await get('logs?page=2&limit=2')).body;
    expect(page.logs.map((log: any) => log.action)).toEqual(['delete_user', 'ban_user']);
    expect((await get('logs?limit=101')).status).toBe(400);
  });

  it('logs report decisions on reviews with the review, its shop and the reason (issue 17)', async () => {
    const decision = { reviewId: 31, shopId: 100, shopName: 'Aoife Bakery', reportIds: [4, 5] };
    await deliver(
      'review.hidden',
      {
        ...decision,
        userId: 10,
        rating: 1,
        shopAverage: 4,
        shopReviewCount: 2,
        shopRatingVersion: 3,
        shopRatingBreakdown: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 0 },
      },
      { actor: { ...ADMIN_ACTOR, reason: 'Abusive language' } },
    );
    await deliver(
      'review.kept',
      { ...decision, reviewId: 32, reportIds: [6] },
      {
        actor: { ...ADMIN_ACTOR, reason: 'Honest opinion' },
      },
    );
    // Not an admin's: a report decision without an admin actor writes no log line.
    await deliver('review.kept', { ...decision, reviewId: 33, reportIds: [7] }, { actor: { role: 'system' } });
    const logs = (await get('logs?limit=2')).body;
    expect(logs.totalCount).toBe(7);
    expect(logs.logs).toEqual([
      expect.objectContaining({
        action: 'keep_review',
        targetType: 'review',
        targetId: 32,
        targetName: 'Review #32 of Aoife Bakery',
        details: { reason: 'Honest opinion' },
      }),
      expect.objectContaining({
        action: 'hide_review',
        targetType: 'review',
        targetId: 31,
        targetName: 'Review #31 of Aoife Bakery',
        admin: { firstName: 'Root', lastName: 'Admin', email: 'admin@example.ie' },
        details: { reason: 'Abusive language' },
      }),
    ]);
  });

  it('logs report decisions on conversations: an admin’s block and a dismissal, not an owner’s block', async () => {
    const parties = { conversationId: 61, shopId: 100, shopOwnerId: 20, customerUserId: 10, guestSessionId: null };
    await deliver(
      'chat.conversation.blocked',
      { ...parties, shopName: 'Aoife Bakery', blockedParty: 'shop_owner', reportIds: [8] },
      { actor: { ...ADMIN_ACTOR, reason: 'Abusive replies' } },
    );
    await deliver(
      'chat.conversation.report_dismissed',
      { ...parties, conversationId: 62, shopName: 'Aoife Bakery', reportIds: [9] },
      { actor: { ...ADMIN_ACTOR, reason: 'Not spam' } },
    );
    await deliver(
      'chat.conversation.blocked',
      { ...parties, conversationId: 63, shopName: 'Aoife Bakery', blockedParty: 'customer', reportIds: [] },
      { actor: { id: 20, role: 'shop_owner' } },
    );
    const logs = (await get('logs?limit=2')).body;
    expect(logs.logs).toEqual([
      expect.objectContaining({
        action: 'dismiss_conversation_report',
        targetType: 'conversation',
        targetId: 62,
        targetName: 'Conversation #62 with Aoife Bakery',
        details: { reason: 'Not spam' },
      }),
      expect.objectContaining({
        action: 'block_conversation',
        targetType: 'conversation',
        targetId: 61,
        details: { reason: 'Abusive replies' },
      }),
    ]);
  });

  it('keeps the sign-in audit log', async () => {
    const rows = await sql.query('SELECT action, success, ip_address FROM audit.audit_logs ORDER BY id');
    expect(rows.rows).toEqual([
      { action: 'login', success: true, ip_address: '192.0.2.1' },
      { action: 'login_failed', success: false, ip_address: null },
      { action: 'account_locked', success: false, ip_address: null },
    ]);
  });

  it('refuses every path to signed-out callers and non-admins', async () => {
    for (const path of ADMIN_PATHS) {
      expect((await get(path, { userId: 10, role: 'customer', isAdmin: false })).status).toBe(403);
      expect((await harness.http().get(`/api/admin/${path}`)).status).toBe(401);
    }
  });

  it('records a batch of deliveries (single visits, flushes of visits, messages, others) in one transaction, and a redelivery not again', async () => {
    const consumer = app.get(MessagingRuntime, { strict: false }).consumer;
    const envelope = (name: string, payload: Record<string, unknown>) => ({
      id: randomUUID(),
      name,
      occurredAt: new Date().toISOString(),
      actor: { role: 'guest' },
      payload,
    });
    const visitOf = (visitId: number, referrer: string | null) => ({
      visitId,
      shopId: 101,
      shopName: 'Aoife Books',
      shopLocation: 'Galway',
      userId: null,
      guestSessionId: 9,
      ipAddress: '192.0.2.9',
      userAgent: 'jest batch',
      referrer,
      visitedAt: minutesAgo(1).toISOString(),
    });
    // A visit as catalog published them before shop.visits.recorded, and flushes of one and of several.
    const view = (visitId: number, referrer: string | null) => envelope('shop.viewed', visitOf(visitId, referrer));
    const flush = (...visits: Array<ReturnType<typeof visitOf>>) => envelope('shop.visits.recorded', { visits });
    const registered = envelope('user.registered', {
      userId: 30,
      role: 'customer',
      isAdmin: false,
      firstName: 'Brid',
      lastName: 'Walsh',
      email: 'brid@example.ie',
      phone: null,
      city: 'Sligo',
      createdAt: minutesAgo(2).toISOString(),
    });
    const message = (messageId: number) =>
      envelope('chat.message.sent', {
        conversationId: 77,
        shopId: 101,
        shopOwnerId: 11,
        customerUserId: null,
        guestSessionId: 9,
        messageId,
        senderType: 'customer',
        senderId: 'guest_9',
        message: 'Open on Sunday?',
        attachments: [],
        createdAt: minutesAgo(1).toISOString(),
      });
    const events = [
      view(901, 'https://www.google.ie/'),
      flush(visitOf(902, null), visitOf(903, 'https://www.bing.com/')),
      registered,
      message(7001),
      message(7002),
      flush(visitOf(904, null)),
    ];
    // The first view twice in the batch: delivered again before it was acknowledged.
    const batch = [...events, events[0]].map((event) => ({ body: JSON.stringify(event), attempt: 1 }));

    await consumer.processBatch(batch);
    await consumer.processBatch(batch);

    const history = await sql.query(
      'SELECT event_id, name, payload FROM audit.event_history WHERE event_id = ANY($1::uuid[]) ORDER BY name, event_id',
      [events.map((event) => event.id)],
    );
    expect(history.rows).toHaveLength(6);
    expect(history.rows.map((row) => row.name).sort()).toEqual([
      'chat.message.sent',
      'chat.message.sent',
      'shop.viewed',
      'shop.visits.recorded',
      'shop.visits.recorded',
      'user.registered',
    ]);
    expect(history.rows.find((row) => row.name === 'user.registered').payload).toMatchObject({ firstName: 'Brid' });
    const visits = await sql.query(
      "SELECT id, shop_id, guest_session_id, source, user_agent FROM audit.visits WHERE user_agent = 'jest batch' ORDER BY id",
    );
    expect(visits.rows).toEqual([
      { id: 901, shop_id: 101, guest_session_id: 9, source: 'google.ie', user_agent: 'jest batch' },
      { id: 902, shop_id: 101, guest_session_id: 9, source: 'Direct', user_agent: 'jest batch' },
      { id: 903, shop_id: 101, guest_session_id: 9, source: 'bing.com', user_agent: 'jest batch' },
      { id: 904, shop_id: 101, guest_session_id: 9, source: 'Direct', user_agent: 'jest batch' },
    ]);
    const messages = await sql.query(
      'SELECT id, conversation_id, shop_id, sender_type FROM audit.messages WHERE conversation_id = 77 ORDER BY id',
    );
    expect(messages.rows).toEqual([
      { id: 7001, conversation_id: 77, shop_id: 101, sender_type: 'customer' },
      { id: 7002, conversation_id: 77, shop_id: 101, sender_type: 'customer' },
    ]);
    const person = await sql.query('SELECT first_name, city FROM audit.people WHERE id = 30');
    expect(person.rows).toEqual([{ first_name: 'Brid', city: 'Sligo' }]);
  });

  it('rebuilds identical read models from the event history', async () => {
    const before = await everything();
    const auditBefore = (await sql.query('SELECT * FROM audit.audit_logs ORDER BY id')).rows;
    await sql.query('UPDATE audit.people SET banned = true');
    await sql.query('DELETE FROM audit.admin_logs');
    const replayed = await rebuildReadModels(app.get<DataSource>(getDataSourceToken()));
    const history = await sql.query('SELECT count(*)::int AS count FROM audit.event_history');
    expect(replayed).toBe(history.rows[0].count);
    expect(await everything()).toEqual(before);
    expect((await sql.query('SELECT * FROM audit.audit_logs ORDER BY id')).rows).toEqual(auditBefore);
  });
});
