import { customer, owner, ShopEventFactory } from '@app/testing';
import { ChatHarness, startChatHarness } from './support/chat-harness';

const SHOP = 301;
const OTHER_SHOP = 302;
const OWNER = 41;
const CUSTOMER = 43;
const OTHER_CUSTOMER = 44;
const PARALLEL_CUSTOMER = 45;

describe('chat per-person send limit', () => {
  let chat: ChatHarness;

  beforeAll(async () => {
    chat = await startChatHarness('chat-send-limit', { CHAT_SEND_LIMIT_PER_MINUTE: '3' });
    const shops = new ShopEventFactory(chat);
    await shops.create({ shopId: SHOP, ownerId: OWNER, name: 'Claddagh Books' });
    await shops.create({ shopId: OTHER_SHOP, ownerId: OWNER, name: 'Quay Street Cheese' });
  });

  afterAll(async () => {
    await chat?.stop();
  });

  const send = (identity: Record<string, string>, body: object) =>
    chat.http().post('/api/chat/messages').set(identity).send(body);

  it('answers 429 with a message once a person sent the limit in a minute, over all their conversations', async () => {
    const me = chat.signed(customer(CUSTOMER));
    const first = await send(me, { shopId: SHOP, message: 'one' });
    expect(first.status).toBe(201);
    expect((await send(me, { shopId: SHOP, message: 'two' })).status).toBe(201);
    // A different conversation still counts against the same person.
    expect((await send(me, { shopId: OTHER_SHOP, message: 'three' })).status).toBe(201);

    const over = await send(me, { shopId: SHOP, message: 'four' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('You are sending messages too quickly. Please wait a minute and try again.');
    const stored = await chat.sql.query('SELECT count(*)::int AS n FROM chat.chat_messages WHERE sender_id = $1', [
      String(CUSTOMER),
    ]);
    expect(stored.rows[0].n).toBe(3);

    // Another person is not held back by it: another customer, and the owner answering.
    expect((await send(chat.signed(customer(OTHER_CUSTOMER)), { shopId: SHOP, message: 'hello' })).status).toBe(201);
    const answer = await send(chat.signed(owner(OWNER)), {
      shopId: SHOP,
      conversationId: first.body.conversationId,
      message: 'Yes, we have it',
    });
    expect(answer.status).toBe(201);
  });

  it('holds the limit for sends made at the same moment in one conversation', async () => {
    const me = chat.signed(customer(PARALLEL_CUSTOMER));
    const first = await send(me, { shopId: SHOP, message: 'first' });
    expect(first.status).toBe(201);
    const conversationId = first.body.conversationId as number;

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => send(me, { shopId: SHOP, conversationId, message: `at once ${index}` })),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
    const stored = await chat.sql.query('SELECT count(*)::int AS n FROM chat.chat_messages WHERE sender_id = $1', [
      String(PARALLEL_CUSTOMER),
    ]);
    expect(stored.rows[0].n).toBe(3);
  });
});
