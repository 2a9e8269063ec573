import { customer, guest, owner, ShopEventFactory } from '@app/testing';
import { ChatHarness, startChatHarness } from './support/chat-harness';

const SHOP = 401;
const OWNER = 51;
const OTHER_OWNER = 52;
const CUSTOMER = 53;
const OTHER_CUSTOMER = 54;
const ADMIN = { userId: 1, role: 'admin' as const, isAdmin: true, name: 'Site Admin', email: 'admin@example.ie' };

describe('chat blocks and conversation reports', () => {
  let chat: ChatHarness;

  beforeAll(async () => {
    chat = await startChatHarness('chat-moderation');
    await new ShopEventFactory(chat).create({ shopId: SHOP, ownerId: OWNER, name: 'Kenny’s Bookshop' });
  });

  afterAll(async () => {
    await chat?.stop();
  });

  const send = (identity: Record<string, string>, body: object) =>
    chat.http().post('/api/chat/messages').set(identity).send(body);
  const block = (identity: Record<string, string>, id: number) =>
    chat.http().post(`/api/chat/conversations/${id}/block`).set(identity);
  const unblock = (identity: Record<string, string>, id: number) =>
    chat.http().delete(`/api/chat/conversations/${id}/block`).set(identity);
  const report = (identity: Record<string, string>, id: number, body: object) =>
    chat.http().post(`/api/chat/conversations/${id}/report`).set(identity).send(body);
  const queue = (status: string) =>
    chat.http().get(`/api/admin/conversation-reports?status=${status}`).set(chat.signed(ADMIN));
  const decide = (id: number, body: object, identity = chat.signed(ADMIN)) =>
    chat.http().put(`/api/admin/conversation-reports/${id}`).set(identity).send(body);

  /** A new conversation of `customerId` with the shop, by its first message. */
  async function conversationOf(identity: Record<string, string>, text = 'Hello'): Promise<number> {
    const first = await send(identity, { shopId: SHOP, message: text });
    expect(first.status).toBe(201);
    return first.body.conversationId as number;
  }

  it('lets the shop owner block and unblock the customer, whose sends then answer 403', async () => {
    const me = chat.signed(customer(CUSTOMER));
    const id = await conversationOf(me);

    // Only the owner: the customer is refused, another owner is told it does not exist.
    expect((await block(me, id)).status).toBe(403);
    expect((await block(chat.signed(owner(OTHER_OWNER)), id)).status).toBe(404);

    const blocked = await block(chat.signed(owner(OWNER)), id);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ conversationId: id, blockedParty: 'customer' });
    // Again is harmless.
    expect((await block(chat.signed(owner(OWNER)), id)).body).toEqual({ conversationId: id, blockedParty: 'customer' });

    const refused = await send(me, { shopId: SHOP, conversationId: id, message: 'Why?' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot message this shop.');
    // Writing to the shop anew reaches the same, blocked, conversation.
    const anew = await send(me, { shopId: SHOP, message: 'Hello again' });
    expect(anew.status).toBe(403);
    expect(anew.body.message).toBe('You cannot message this shop.');
    // The owner still may write, and sees the block in the list.
    expect((await send(chat.signed(owner(OWNER)), { shopId: SHOP, conversationId: id, message: 'Bye' })).status).toBe(
      201,
    );
    const list = await chat
      .http()
      .get('/api/chat/conversations')
      .set(chat.signed(owner(OWNER)));
    expect(list.body.find((item: { id: number }) => item.id === id)).toMatchObject({ blockedParty: 'customer' });
    const stored = await chat.sql.query(
      'SELECT count(*)::int AS n FROM chat.chat_messages WHERE conversation_id = $1 AND sender_type = $2',
      [id, 'customer'],
    );
    expect(stored.rows[0].n).toBe(1);
    expect((await chat.outbox('chat.conversation.blocked')).map((row) => row.payload)).toEqual([
      expect.objectContaining({ conversationId: id, blockedParty: 'customer', reportIds: [] }),
    ]);

    expect((await unblock(me, id)).status).toBe(403);
    const lifted = await unblock(chat.signed(owner(OWNER)), id);
    expect(lifted.body).toEqual({ conversationId: id, blockedParty: null });
    expect((await send(me, { shopId: SHOP, conversationId: id, message: 'Thanks' })).status).toBe(201);
  });

  it('takes one report per person per conversation from either party, guests too', async () => {
    const reporter = chat.signed({ ...customer(OTHER_CUSTOMER), name: 'Aoife Burke', email: 'aoife@example.ie' });
    const id = await conversationOf(reporter, 'Buy followers cheap');

    const made = await report(reporter, id, { reason: 'harassment', details: '  Rude replies  ' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(Number),
      conversationId: id,
      reason: 'harassment',
      details: 'Rude replies',
      status: 'open',
      createdAt: expect.any(String),
    });
    const again = await report(reporter, id, { reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reported this conversation.');
    // The other party reports too; someone outside the conversation cannot.
    expect((await report(chat.signed(owner(OWNER)), id, { reason: 'spam' })).status).toBe(201);
    expect((await report(chat.signed(owner(OTHER_OWNER)), id, { reason: 'spam' })).status).toBe(404);
    const bad = await report(chat.signed(owner(OWNER)), id, { reason: 'boring' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose a reason.');

    const guestId = await conversationOf(chat.signed(guest(77)), 'Hi from a guest');
    expect((await report(chat.signed(guest(77)), guestId, { reason: 'other' })).status).toBe(201);
  });

  it('shows admins the open queue and lets them block the reported party or dismiss, once', async () => {
    const reporterIdentity = chat.signed({ ...customer(CUSTOMER + 100), name: 'Seán Óg', email: 'sean@example.ie' });
    const id = await conversationOf(reporterIdentity, 'Do you buy used books?');
    await send(chat.signed(owner(OWNER)), { shopId: SHOP, conversationId: id, message: 'Get lost' });
    const made = await report(reporterIdentity, id, { reason: 'offensive' });

    // Admins only.
    expect(
      (
        await chat
          .http()
          .get('/api/admin/conversation-reports')
          .set(chat.signed(owner(OWNER)))
      ).status,
    ).toBe(403);
    const open = await queue('open');
    expect(open.status).toBe(200);
    expect(Number(open.headers['x-total-count'])).toBe(open.body.length);
    expect(open.body.find((item: { id: number }) => item.id === made.body.id)).toEqual({
      id: made.body.id,
      conversationId: id,
      conversation: {
        id,
        shopId: SHOP,
        shopName: 'Kenny’s Bookshop',
        customerName: `Customer #${CUSTOMER + 100}`,
        blockedParty: null,
        latestMessages: [
          expect.objectContaining({ senderType: 'customer', message: 'Do you buy used books?' }),
          expect.objectContaining({ senderType: 'shop_owner', message: 'Get lost' }),
        ],
      },
      reporterType: 'customer',
      reason: 'offensive',
      details: null,
      reporter: { id: CUSTOMER + 100, name: 'Seán Óg', email: 'sean@example.ie' },
      createdAt: expect.any(String),
      status: 'open',
      resolution: null,
    });

    expect((await decide(made.body.id, { action: 'ban', reason: 'x' })).status).toBe(400);
    expect((await decide(made.body.id, { action: 'block' })).body.message).toBe('Please give a reason.');
    expect((await decide(made.body.id, { action: 'block', reason: 'x' }, chat.signed(owner(OWNER)))).status).toBe(403);

    // The customer reported the owner: the owner may no longer send here, and cannot lift an admin's block.
    const decided = await decide(made.body.id, { action: 'block', reason: 'Abusive replies' });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      status: 'resolved',
      conversation: { blockedParty: 'shop_owner' },
      resolution: { action: 'block', reason: 'Abusive replies', admin: { id: 1, name: 'Site Admin' } },
    });
    const ownerSend = await send(chat.signed(owner(OWNER)), { shopId: SHOP, conversationId: id, message: 'Hey' });
    expect(ownerSend.status).toBe(403);
    expect((await unblock(chat.signed(owner(OWNER)), id)).status).toBe(403);
    expect((await send(reporterIdentity, { shopId: SHOP, conversationId: id, message: 'Thanks' })).status).toBe(201);

    const twice = await decide(made.body.id, { action: 'dismiss', reason: 'Changed my mind' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This report has already been resolved.');
    expect((await decide(999_999, { action: 'dismiss', reason: 'x' })).status).toBe(404);

    const resolved = await queue('resolved');
    expect(resolved.body[0]).toMatchObject({ id: made.body.id, status: 'resolved' });
    expect((await queue('open')).body.map((item: { id: number }) => item.id)).not.toContain(made.body.id);

    const events = await chat.outbox('chat.conversation.blocked');
    const adminBlock = events.find((row) => row.payload.reportIds.includes(made.body.id));
    expect(adminBlock?.payload).toMatchObject({
      conversationId: id,
      blockedParty: 'shop_owner',
      shopName: 'Kenny’s Bookshop',
    });
    const actor = await chat.sql.query(
      `SELECT actor FROM chat.outbox_events WHERE name = 'chat.conversation.blocked' AND payload->>'conversationId' = $1`,
      [String(id)],
    );
    expect(actor.rows[0].actor).toMatchObject({ id: 1, role: 'admin', reason: 'Abusive replies' });
  });

  it('dismisses a report without blocking anyone', async () => {
    const me = chat.signed(customer(CUSTOMER + 200));
    const id = await conversationOf(me, 'Hello there');
    const made = await report(chat.signed(owner(OWNER)), id, { reason: 'spam' });
    const decided = await decide(made.body.id, { action: 'dismiss', reason: 'Not spam' });
    expect(decided.body).toMatchObject({ status: 'resolved', conversation: { blockedParty: null } });
    expect((await send(me, { shopId: SHOP, conversationId: id, message: 'Still here' })).status).toBe(201);
    const dismissed = await chat.outbox('chat.conversation.report_dismissed');
    expect(dismissed.map((row) => row.payload)).toEqual([
      expect.objectContaining({ conversationId: id, reportIds: [made.body.id] }),
    ]);
  });

  it('tells the gateway, and only the gateway, who is in a conversation (for the typing relay)', async () => {
    const id = await conversationOf(chat.signed(guest(78)), 'Typing soon');
    const parties = await chat.http().get(`/internal/conversations/${id}/parties`).set(chat.internal());
    expect(parties.status).toBe(200);
    expect(parties.body).toEqual({ conversationId: id, shopOwnerId: OWNER, customerUserId: null, guestSessionId: 78 });
    const asPerson = await chat
      .http()
      .get(`/internal/conversations/${id}/parties`)
      .set(chat.signed(owner(OWNER)));
    expect(asPerson.status).toBe(403);
    expect((await chat.http().get('/internal/conversations/999999/parties').set(chat.internal())).status).toBe(404);
  });
});
