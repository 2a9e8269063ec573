import { customer, guest, owner, ShopEventFactory, UserEventFactory } from '@app/testing';
import { ChatHarness, startChatHarness } from './support/chat-harness';

const SHOP = 101;
const OTHER_SHOP = 202;
const OWNER = 11;
const OTHER_OWNER = 22;
const CUSTOMER = 33;
const CHEESE_SHOP = 303;
const CHEESE_OWNER = 55;
/** Sends only in the attachments test, so the per-person send limit stays out of its way. */
const PHOTOGRAPHER = 66;

describe('chat service', () => {
  let chat: ChatHarness;
  let shops: ShopEventFactory;

  beforeAll(async () => {
    chat = await startChatHarness('chat-integration');
    shops = new ShopEventFactory(chat);
    await shops.create({ shopId: SHOP, ownerId: OWNER, name: 'Claddagh Books' });
    await shops.create({ shopId: OTHER_SHOP, ownerId: OTHER_OWNER, name: 'Quay Street Cheese' });
    await new UserEventFactory(chat).create({ userId: CUSTOMER, firstName: 'Niamh', lastName: 'Kelly' });
  });

  afterAll(async () => {
    await chat?.stop();
  });

  const send = (identity: Record<string, string>, body: unknown) =>
    chat
      .http()
      .post('/api/chat/messages')
      .set(identity)
      .send(body as object);

  it('creates the conversation on the first message and lets the owner answer it', async () => {
    const first = await send(chat.signed(customer(CUSTOMER)), { shopId: SHOP, message: '  Have you Ulysses? ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      senderType: 'customer',
      senderId: String(CUSTOMER),
      message: 'Have you Ulysses?',
    });
    const conversationId: number = first.body.conversationId;

    const again = await send(chat.signed(customer(CUSTOMER)), {
      shopId: SHOP,
      message: 'In hardback?',
      conversationId: -1,
    });
    expect(again.body.conversationId).toBe(conversationId);

    const ownerList = await chat
      .http()
      .get('/api/chat/conversations')
      .set(chat.signed(owner(OWNER)));
    expect(ownerList.body).toEqual([
      expect.objectContaining({
        id: conversationId,
        shopId: SHOP,
        shop: { name: 'Claddagh Books' },
        customer: { name: 'Niamh Kelly' },
        viewerRole: 'shop_owner',
        lastMessage: 'In hardback?',
        unreadCount: 2,
      }),
    ]);

    const reply = await send(chat.signed(owner(OWNER)), { shopId: SHOP, message: 'We do.', conversationId });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ senderType: 'shop_owner', senderId: String(OWNER), conversationId });

    const messages = await chat
      .http()
      .get(`/api/chat/conversations/${conversationId}/messages`)
      .set(chat.signed(customer(CUSTOMER)));
    expect(messages.body.map((m: any) => m.message)).toEqual(['Have you Ulysses?', 'In hardback?', 'We do.']);
    const page = await chat
      .http()
      .get(`/api/chat/conversations/${conversationId}/messages?limit=2`)
      .set(chat.signed(customer(CUSTOMER)));
    expect(page.body.map((m: any) => m.message)).toEqual(['In hardback?', 'We do.']);

    const customerList = await chat
      .http()
      .get('/api/chat/conversations')
      .set(chat.signed(customer(CUSTOMER)));
    expect(customerList.body[0]).toMatchObject({ id: conversationId, viewerRole: 'customer', unreadCount: 1 });
    const read = await chat
      .http()
      .post(`/api/chat/conversations/${conversationId}/read`)
      .set(chat.signed(owner(OWNER)));
    expect(read.body).toEqual({ conversationId, updated: 2 });
    const afterRead = await chat
      .http()
      .get('/api/chat/conversations')
      .set(chat.signed(owner(OWNER)));
    expect(afterRead.body[0].unreadCount).toBe(0);

    const profile = await chat
      .http()
      .get('/api/customer/conversations')
      .set(chat.signed(customer(CUSTOMER)));
    expect(profile.body).toEqual([
      { id: conversationId, updatedAt: expect.any(String), shop: { name: 'Claddagh Books' } },
    ]);

    const created = await chat.outbox('chat.conversation.created');
    expect(created.map((row) => row.payload)).toEqual([
      { conversationId, shopId: SHOP, shopOwnerId: OWNER, customerUserId: CUSTOMER, guestSessionId: null },
    ]);
    const sent = await chat.outbox('chat.message.sent');
    expect(sent).toHaveLength(3);
    expect(sent[2].payload).toMatchObject({
      conversationId,
      shopOwnerId: OWNER,
      customerUserId: CUSTOMER,
      senderType: 'shop_owner',
    });
  });

  it('stores up to four uploaded images with a message and refuses more, or an outside address', async () => {
    const asPhotographer = chat.signed(customer(PHOTOGRAPHER));
    const image = (n: number) => `/uploads/2026/11/${String(n).repeat(32)}.webp`;
    const sent = await send(asPhotographer, { shopId: SHOP, attachments: [image(1), image(2)] });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: '', attachments: [image(1), image(2)] });
    const messages = await chat
      .http()
      .get(`/api/chat/conversations/${sent.body.conversationId}/messages`)
      .set(chat.signed(owner(OWNER)));
    expect(messages.body.map((m: any) => m.attachments)).toEqual([[image(1), image(2)]]);
    const [event] = (await chat.outbox('chat.message.sent')).filter((row) => row.payload.messageId === sent.body.id);
    expect(event.payload.attachments).toEqual([image(1), image(2)]);
    // Catalog follows the images alone (it keeps them from its orphan cleanup), so they travel in an event of theirs.
    const images = (await chat.outbox('chat.images.sent')).filter((row) => row.payload.messageId === sent.body.id);
    expect(images.map((row) => row.payload)).toEqual([
      {
        conversationId: sent.body.conversationId,
        shopId: SHOP,
        shopOwnerId: OWNER,
        customerUserId: PHOTOGRAPHER,
        guestSessionId: null,
        messageId: sent.body.id,
        attachments: [image(1), image(2)],
      },
    ]);
    const text = await send(asPhotographer, { shopId: SHOP, message: 'And a word' });
    expect((await chat.outbox('chat.images.sent')).map((row) => row.payload.messageId)).not.toContain(text.body.id);

    for (const [attachments, message] of [
      [[1, 2, 3, 4, 5].map(image), 'A message may carry at most 4 images'],
      [['https://example.com/cat.png'], 'Attachments must be images uploaded here'],
      [[], 'Message cannot be empty'],
    ] as const) {
      const refused = await send(asPhotographer, { shopId: SHOP, message: ' ', attachments });
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
  });

  it('sets readAt on the other party’s messages when the conversation is read and publishes it once', async () => {
    await shops.create({ shopId: CHEESE_SHOP, ownerId: CHEESE_OWNER, name: 'Sheridans' });
    const first = await send(chat.signed(customer(CUSTOMER)), { shopId: CHEESE_SHOP, message: 'Any Gubbeen?' });
    const conversationId: number = first.body.conversationId;
    expect(first.body).toMatchObject({ isRead: false, readAt: null });
    const reply = await send(chat.signed(owner(CHEESE_OWNER)), { shopId: CHEESE_SHOP, conversationId, message: 'Yes' });

    const read = await chat
      .http()
      .post(`/api/chat/conversations/${conversationId}/read`)
      .set(chat.signed(owner(CHEESE_OWNER)));
    expect(read.body).toEqual({ conversationId, updated: 1 });
    const again = await chat
      .http()
      .post(`/api/chat/conversations/${conversationId}/read`)
      .set(chat.signed(owner(CHEESE_OWNER)));
    expect(again.body).toEqual({ conversationId, updated: 0 });

    const messages = await chat
      .http()
      .get(`/api/chat/conversations/${conversationId}/messages`)
      .set(chat.signed(customer(CUSTOMER)));
    const [asked, answered] = messages.body;
    expect(asked).toMatchObject({ id: first.body.id, isRead: true, readAt: expect.any(String) });
    // The owner's own answer stays unread until the customer reads it.
    expect(answered).toMatchObject({ id: reply.body.id, isRead: false, readAt: null });

    const events = (await chat.outbox('chat.messages.read')).filter(
      (row) => row.payload.conversationId === conversationId,
    );
    expect(events.map((row) => row.payload)).toEqual([
      {
        conversationId,
        shopId: CHEESE_SHOP,
        shopOwnerId: CHEESE_OWNER,
        customerUserId: CUSTOMER,
        guestSessionId: null,
        readerType: 'shop_owner',
        lastReadMessageId: first.body.id,
        readAt: asked.readAt,
      },
    ]);
  });

  it('answers the messages after a message id in ascending order, a page at a time', async () => {
    const asCustomer = chat.signed(customer(CUSTOMER));
    const first = await send(asCustomer, { shopId: SHOP, message: 'After 1' });
    const conversationId: number = first.body.conversationId;
    const ids: number[] = [first.body.id];
    for (const text of ['After 2', 'After 3', 'After 4']) {
      ids.push((await send(chat.signed(owner(OWNER)), { shopId: SHOP, message: text, conversationId })).body.id);
    }
    const page = (query: string, identity = asCustomer) =>
      chat.http().get(`/api/chat/conversations/${conversationId}/messages?${query}`).set(identity);

    const missed = await page(`after=${ids[0]}`);
    expect(missed.status).toBe(200);
    expect(missed.body.map((m: any) => m.id)).toEqual(ids.slice(1));
    expect(missed.body.map((m: any) => m.message)).toEqual(['After 2', 'After 3', 'After 4']);
    const firstPage = await page(`after=${ids[0]}&limit=2`);
    expect(firstPage.body.map((m: any) => m.id)).toEqual([ids[1], ids[2]]);
    const nextPage = await page(`after=${ids[2]}&limit=2`, chat.signed(owner(OWNER)));
    expect(nextPage.body.map((m: any) => m.id)).toEqual([ids[3]]);
    expect((await page(`after=${ids[3]}`)).body).toEqual([]);
  });

  it('refuses after together with before, and an after that is not a message id', async () => {
    const first = await send(chat.signed(customer(CUSTOMER)), { shopId: SHOP, message: 'Cursor check' });
    const url = `/api/chat/conversations/${first.body.conversationId}/messages`;
    for (const [query, message] of [
      [`after=1&before=${first.body.id}`, 'Use either before or after, not both'],
      ['after=0', 'after must be a message id'],
      ['after=-3', 'after must be a message id'],
      ['after=1.5', 'after must be a message id'],
      ['after=abc', 'after must be a message id'],
    ]) {
      const response = await chat
        .http()
        .get(`${url}?${query}`)
        .set(chat.signed(customer(CUSTOMER)));
      expect({ query, status: response.status, message: response.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });

  it('keeps others out of the messages after a message id, as out of any page', async () => {
    const first = await send(chat.signed(customer(CUSTOMER)), { shopId: SHOP, message: 'Only for us' });
    const url = `/api/chat/conversations/${first.body.conversationId}/messages?after=1`;
    const outsider = await chat
      .http()
      .get(url)
      .set(chat.signed(owner(OTHER_OWNER)));
    expect({ status: outsider.status, message: outsider.body.message }).toEqual({
      status: 404,
      message: 'Conversation not found',
    });
    expect(
      (
        await chat
          .http()
          .get(url)
          .set(chat.signed(guest(78)))
      ).status,
    ).toBe(404);
    expect((await chat.http().get(url)).status).toBe(404);
  });

  it('keeps another shop owner out of the conversation', async () => {
    const first = await send(chat.signed(customer(CUSTOMER)), { shopId: SHOP, message: 'Private question' });
    const conversationId: number = first.body.conversationId;
    const other = chat.signed(owner(OTHER_OWNER));
    expect((await chat.http().get(`/api/chat/conversations/${conversationId}/messages`).set(other)).status).toBe(404);
    expect((await send(other, { shopId: SHOP, message: 'Hi', conversationId })).status).toBe(404);
    expect((await chat.http().post(`/api/chat/conversations/${conversationId}/read`).set(other)).status).toBe(404);
    expect((await chat.http().get('/api/chat/conversations').set(other)).body).toEqual([]);
    expect((await chat.http().get(`/api/chat/conversations/${conversationId}/messages`)).status).toBe(404);
  });

  it('sends into a named conversation only for its parties and its own shop, and leaves nothing of a refusal', async () => {
    const asCustomer = chat.signed(customer(44));
    const first = await send(asCustomer, { shopId: SHOP, message: 'Do you post to Galway?' });
    const conversationId: number = first.body.conversationId;
    const touched = async () =>
      (
        await chat.sql.query<{ updated_at: Date }>('SELECT updated_at FROM chat.chat_conversations WHERE id = $1', [
          conversationId,
        ])
      ).rows[0].updated_at.getTime();
    const before = await touched();

    for (const [identity, body] of [
      [asCustomer, { shopId: OTHER_SHOP, message: 'Wrong shop', conversationId }],
      [asCustomer, { shopId: SHOP, message: 'No such conversation', conversationId: 999_999 }],
      [chat.signed(guest(78)), { shopId: SHOP, message: 'Not mine', conversationId }],
      [chat.signed(owner(OTHER_OWNER)), { shopId: SHOP, message: 'Not my shop', conversationId }],
    ] as const) {
      const refused = await send(identity, body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 404,
        message: 'Conversation not found',
      });
    }
    expect(await touched()).toBe(before);

    expect((await send(asCustomer, { shopId: SHOP, message: 'Or Cork?', conversationId })).status).toBe(201);
    const answer = await send(chat.signed(owner(OWNER)), { shopId: SHOP, message: 'Both', conversationId });
    expect(answer.body).toMatchObject({ conversationId, senderType: 'shop_owner', senderId: String(OWNER) });
    const stored = await chat.sql.query<{ message: string }>(
      'SELECT message FROM chat.chat_messages WHERE conversation_id = $1 ORDER BY id',
      [conversationId],
    );
    expect(stored.rows.map((row) => row.message)).toEqual(['Do you post to Galway?', 'Or Cork?', 'Both']);
  });

  it('lets a guest chat with a guest_ sender id, and refuses the anonymous', async () => {
    const asGuest = chat.signed(guest(77));
    const sent = await send(asGuest, { shopId: OTHER_SHOP, message: 'Is the Gubbeen in?' });
    expect(sent.status).toBe(201);
    expect(sent.body.senderId).toBe('guest_77');
    const list = await chat.http().get('/api/chat/conversations').set(asGuest);
    expect(list.body).toEqual([expect.objectContaining({ shopId: OTHER_SHOP, viewerRole: 'customer' })]);
    const ownerList = await chat
      .http()
      .get('/api/chat/conversations')
      .set(chat.signed(owner(OTHER_OWNER)));
    expect(ownerList.body[0].customer).toEqual({ name: 'Guest' });

    const anonymous = await send({}, { shopId: OTHER_SHOP, message: 'Hello?' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Authentication required');
    expect((await chat.http().get('/api/chat/conversations')).body).toEqual([]);
  });

  it('refuses empty, whitespace and over-long messages, unknown shops, own shops and banned people', async () => {
    const asCustomer = chat.signed(customer(CUSTOMER));
    for (const [message, error] of [
      ['', 'Message cannot be empty'],
      ['  \t ', 'Message cannot be empty'],
      ['x'.repeat(2001), 'Message must be at most 2000 characters'],
    ]) {
      const response = await send(asCustomer, { shopId: SHOP, message });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message: error });
    }
    expect((await send(asCustomer, { shopId: 999, message: 'Hi' })).status).toBe(404);
    expect((await send(chat.signed(owner(OWNER)), { shopId: SHOP, message: 'Me?' })).status).toBe(400);
    expect(
      (await send(chat.signed({ ...customer(CUSTOMER), banned: true }), { shopId: SHOP, message: 'Hi' })).status,
    ).toBe(403);

    await chat.deliver('user.banned', { userId: CUSTOMER, role: 'customer' });
    const banned = await send(asCustomer, { shopId: SHOP, message: 'Hi' });
    expect(banned.status).toBe(403);
    expect(banned.body.message).toBe('Your account has been suspended.');
    await chat.deliver('user.unbanned', { userId: CUSTOMER, role: 'customer' });
    expect((await send(asCustomer, { shopId: SHOP, message: 'Hi again' })).status).toBe(201);
  });

  it('removes the conversations of a deleted person and of a removed shop', async () => {
    await send(chat.signed(customer(44)), { shopId: OTHER_SHOP, message: 'Goodbye' });
    await chat.deliver('user.deleted', { userId: 44, role: 'customer', displayName: 'Gone Person' });
    expect(
      (
        await chat
          .http()
          .get('/api/chat/conversations')
          .set(chat.signed(customer(44)))
      ).body,
    ).toEqual([]);

    await chat.deliver('shop.removed', { shopId: OTHER_SHOP, ownerId: OTHER_OWNER, name: 'Quay Street Cheese' });
    expect(
      (
        await chat
          .http()
          .get('/api/chat/conversations')
          .set(chat.signed(owner(OTHER_OWNER)))
      ).body,
    ).toEqual([]);
    const left = await chat.sql.query('SELECT count(*)::int AS n FROM chat.chat_conversations WHERE shop_id = $1', [
      OTHER_SHOP,
    ]);
    expect(left.rows[0].n).toBe(0);
  });
});
