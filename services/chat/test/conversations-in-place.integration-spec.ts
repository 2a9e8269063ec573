import { customer, expectEveryPageUpdatedInPlace, ShopEventFactory } from '@app/testing';
import { ChatHarness, startChatHarness } from './support/chat-harness';

const SHOP = 501;
const OTHER_SHOP = 502;
const OWNER = 51;
const CUSTOMER = 53;

/**
 * Every message touches its conversation's `updated_at` (the send's lock). The touch changes no indexed column and
 * each page keeps room for it (TouchedConversationsInPlace), so it stays within the row's page (a heap-only tuple)
 * and no index of the table grows with the messages. The conversations are written by one INSERT, so their pages
 * are as full as the table lets them be.
 */
describe('conversations touched in place by each message', () => {
  let chat: ChatHarness;

  beforeAll(async () => {
    chat = await startChatHarness('chat-conversations-in-place');
    const shops = new ShopEventFactory(chat);
    await shops.create({ shopId: SHOP, ownerId: OWNER, name: 'Spanish Arch Coffee' });
    await shops.create({ shopId: OTHER_SHOP, ownerId: OWNER, name: 'Long Walk Books' });
  });

  afterAll(async () => {
    await chat?.stop();
  });

  it("sends a conversation's updated_at forward in place, in every page", async () => {
    const inserted = await chat.sql.query<{ id: number }>(
      `INSERT INTO chat.chat_conversations (shop_id, guest_session_id)
       SELECT $1, g FROM generate_series(1, 400) g RETURNING id`,
      [SHOP],
    );
    await expectEveryPageUpdatedInPlace(
      chat.sql,
      'chat.chat_conversations',
      inserted.rows.map((row) => row.id),
      'updated_at = now()',
    );
  });

  it("lists a person's conversations by their last message, newest first", async () => {
    const me = chat.signed(customer(CUSTOMER));
    const send = (shopId: number, message: string) =>
      chat.http().post('/api/chat/messages').set(me).send({ shopId, message }).expect(201);
    await send(SHOP, 'Do you roast your own beans?');
    await send(OTHER_SHOP, 'Is the atlas still in stock?');
    const listed = async () => (await chat.http().get('/api/customer/conversations').set(me).expect(200)).body;
    expect((await listed()).map((row: { shop: { name: string } }) => row.shop.name)).toEqual([
      'Long Walk Books',
      'Spanish Arch Coffee',
    ]);
    await send(SHOP, 'And do you grind them?');
    expect((await listed()).map((row: { shop: { name: string } }) => row.shop.name)).toEqual([
      'Spanish Arch Coffee',
      'Long Walk Books',
    ]);
  });
});
