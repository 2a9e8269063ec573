import { DomainEvent } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { checkArrivalOrder } from '@app/testing';
import { ChatHarness, startChatHarness } from './support/chat-harness';

interface ChatProjections {
  people: Array<{ user_id: number; first_name: string | null; last_name: string | null; banned: boolean }>;
  shops: Array<{ shop_id: number; owner_id: number; name: string }>;
  tombstones: Array<{ aggregate: string; aggregate_id: number }>;
}

describe('chat projections in any arrival order', () => {
  let chat: ChatHarness;

  beforeAll(async () => {
    chat = await startChatHarness('chat-projection-order');
  });

  afterAll(async () => {
    await chat?.stop();
  });

  // 50 property runs, each applying a whole history twice through the consumer: minutes on a loaded machine.
  it('ends in the state of the in-order history for any permutation of person and shop events and redeliveries', async () => {
    const report = await checkArrivalOrder<ChatProjections>('chat', {
      reset: async () => {
        await chat.sql.query(
          `TRUNCATE chat.people, chat.shops, chat.chat_conversations, chat.chat_messages, chat.conversation_reports,
             chat.unread_emails, chat.projection_tombstones,
             chat.inbox_events, chat.outbox_events, chat.dead_letter_events`,
        );
      },
      deliver: async (event: DomainEvent) => {
        inProcessBus.publish(chat.namespace, event);
        await inProcessBus.idle();
      },
      state: async () => ({
        people: (
          await chat.sql.query(
            'SELECT user_id, first_name, last_name, banned, name_version, banned_version FROM chat.people ORDER BY user_id',
          )
        ).rows,
        shops: (await chat.sql.query('SELECT shop_id, owner_id, name, version FROM chat.shops ORDER BY shop_id')).rows,
        tombstones: (
          await chat.sql.query(
            'SELECT aggregate, aggregate_id, version FROM chat.projection_tombstones ORDER BY aggregate, aggregate_id',
          )
        ).rows,
      }),
      expectProducersState: (state, history) => {
        expect(state.people).toEqual(
          history.people
            .filter((person) => !person.deleted)
            .map((person) =>
              expect.objectContaining({
                user_id: person.userId,
                first_name: person.firstName,
                last_name: person.lastName,
                banned: person.banned,
              }),
            ),
        );
        expect(state.shops).toEqual(
          history.shops
            .filter((shop) => !shop.removed)
            .map((shop) => expect.objectContaining({ shop_id: shop.shopId, owner_id: shop.ownerId, name: shop.name })),
        );
      },
    });
    const [{ count }] = (await chat.sql.query('SELECT count(*)::int AS count FROM chat.dead_letter_events')).rows;
    expect(count).toBe(0);
    expect(report.runs).toBeGreaterThan(0);
  }, 300_000);
});
