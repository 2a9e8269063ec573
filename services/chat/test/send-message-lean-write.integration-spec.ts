import type { Response } from 'supertest';
import { customer, guest, owner, ShopEventFactory } from '@app/testing';
import { ChatHarness, startChatHarness } from './support/chat-harness';

jest.setTimeout(60_000);

const SHOP = 401;
const OWNER = 71;

/** The headers an answer is made of, without those that change with its body or its moment. */
function stableHeaders(response: Response): Record<string, string> {
  const {
    date: _date,
    etag: _etag,
    'content-length': _length,
    ...headers
  } = response.headers as Record<string, string>;
  return headers;
}

/**
 * Issue 20: POST /api/chat/messages with a JSON body is answered before Express and Nest (sendMessageLeanWrite).
 * The same path with a trailing slash still goes through Express's router to ChatController.send, so each case here
 * is sent both ways and must come back alike: status, headers, body (ids and times aside) and what is stored.
 */
describe('the chat send answered before Express (lean write)', () => {
  let chat: ChatHarness;
  let customerId = 500;

  beforeAll(async () => {
    chat = await startChatHarness('chat-lean-write');
    await new ShopEventFactory(chat).create({ shopId: SHOP, ownerId: OWNER, name: 'Lean Tea Rooms' });
  });

  afterAll(async () => {
    await chat?.stop();
  });

  /** One request each way, from two people of the same kind so each makes its own conversation. */
  async function bothWays(
    body: string | object,
    identity: (n: number) => Record<string, string>,
    contentType = 'application/json',
  ): Promise<[Response, Response]> {
    const request = (path: string, who: Record<string, string>) =>
      chat
        .http()
        .post(path)
        .set({ ...who, 'content-type': contentType, 'x-request-id': 'lean-write-test' })
        .send(body);
    const lean = await request('/api/chat/messages', identity(customerId++));
    const viaExpress = await request('/api/chat/messages/', identity(customerId++));
    return [lean, viaExpress];
  }

  const customerOf = (n: number) => chat.signed(customer(n));
  const guestOf = (n: number) => chat.signed(guest(n));

  it.each([
    ['a signed-in customer', customerOf],
    ['a guest', guestOf],
  ])('stores and answers the first message of %s as the Nest route does', async (_who, identity) => {
    const [lean, viaExpress] = await bothWays({ shopId: SHOP, message: '  Scones today? ' }, identity);
    expect(lean.status).toBe(201);
    expect(viaExpress.status).toBe(201);
    const shape = { senderType: 'customer', message: 'Scones today?', attachments: [] };
    expect(lean.body).toMatchObject(shape);
    expect(viaExpress.body).toMatchObject(shape);
    expect(Object.keys(lean.body).sort()).toEqual(Object.keys(viaExpress.body).sort());
    expect(stableHeaders(lean)).toEqual(stableHeaders(viaExpress));
    expect(lean.headers.etag).toMatch(/^W\/"/);
    expect(lean.headers['cache-control']).toBeUndefined();

    const stored = await chat.sql.query(
      `SELECT m.message, e.name FROM chat.chat_messages m
         JOIN chat.outbox_events e ON e.name = 'chat.message.sent' AND (e.payload->>'messageId')::int = m.id
        WHERE m.id = $1`,
      [lean.body.id],
    );
    expect(stored.rows).toEqual([{ message: 'Scones today?', name: 'chat.message.sent' }]);
  });

  it('lets the owner answer in the conversation the lean send opened', async () => {
    const opened = await chat
      .http()
      .post('/api/chat/messages')
      .set(customerOf(customerId++))
      .send({ shopId: SHOP, message: 'Open on Sunday?' })
      .expect(201);
    const answer = await chat
      .http()
      .post('/api/chat/messages')
      .set(chat.signed(owner(OWNER)))
      .send({ shopId: SHOP, conversationId: opened.body.conversationId, message: 'From ten' })
      .expect(201);
    expect(answer.body).toMatchObject({ conversationId: opened.body.conversationId, senderType: 'shop_owner' });
  });

  it.each<[string, string | object, (n: number) => Record<string, string>, number]>([
    ['an empty message', { shopId: SHOP, message: '   ' }, (n) => customerOf(n), 400],
    ['a shop id that is not a number', { shopId: 'tea', message: 'Hi' }, (n) => customerOf(n), 400],
    ['an unknown shop', { shopId: 999_999, message: 'Hi' }, (n) => customerOf(n), 404],
    ['a caller with neither account nor guest session', { shopId: SHOP, message: 'Hi' }, () => ({}), 401],
    ['a banned customer', { shopId: SHOP, message: 'Hi' }, (n) => chat.signed({ ...customer(n), banned: true }), 403],
    ['the owner writing to their own shop', { shopId: SHOP, message: 'Hi' }, () => chat.signed(owner(OWNER)), 400],
    ['a body that is not valid JSON', '{"shopId":', (n) => customerOf(n), 400],
    ['a JSON body that is not an object', '"hello"', (n) => customerOf(n), 400],
    [
      'a body over the 100 kB limit',
      JSON.stringify({ shopId: SHOP, message: 'x'.repeat(150_000) }),
      (n) => customerOf(n),
      413,
    ],
  ])('answers %s with the same error as the Nest route', async (_case, body, identity, status) => {
    const [lean, viaExpress] = await bothWays(body, identity);
    expect(lean.status).toBe(status);
    expect(lean.body).toMatchObject({ statusCode: status, message: expect.any(String), requestId: 'lean-write-test' });
    expect(viaExpress.body).toEqual(lean.body);
    expect(stableHeaders(lean)).toEqual(stableHeaders(viaExpress));
  });

  it('leaves a form-encoded body to Express, which answers it as before', async () => {
    const [form, viaExpress] = await bothWays(
      `shopId=${SHOP}&message=Hi`,
      customerOf,
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(viaExpress.status);
    expect(form.body.message).toBe(viaExpress.body.message);
  });
});
