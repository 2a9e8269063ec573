import { randomUUID } from 'node:crypto';
import { DomainEvent, EventName, EventPayload } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { checkArrivalOrder, historyShops } from '@app/testing';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

interface CatalogProjections {
  owners: Array<{ owner_id: number; first_name: string | null; banned: boolean; subscription_active: boolean }>;
  shops: Array<{ id: number; rating: string; review_count: number }>;
  tombstones: Array<{ aggregate: string; aggregate_id: number }>;
}

const PEOPLE = 4;
const SHOPS = 3;

describe('catalog projections in any arrival order', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-projection-order');
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  /** Catalog's own shops of the generated history (their ratings are the projection of review events). */
  async function insertShops(): Promise<void> {
    for (const shop of historyShops({ people: PEOPLE, shops: SHOPS })) {
      await catalog.sql.query('INSERT INTO catalog.shops (id, owner_id, name, location) VALUES ($1, $2, $3, $4)', [
        shop.shopId,
        shop.ownerId,
        `Shop ${shop.shopId}`,
        'Galway',
      ]);
    }
  }

  // 50 property runs, each applying a whole history twice through the consumer: minutes on a loaded machine.
  it('ends in the state of the in-order history for any permutation of person, subscription and rating events', async () => {
    const report = await checkArrivalOrder<CatalogProjections>(
      'catalog',
      {
        reset: async () => {
          await catalog.sql.query(
            `TRUNCATE catalog.owner_status, catalog.shops, catalog.projection_tombstones, catalog.inbox_events,
               catalog.outbox_events, catalog.dead_letter_events CASCADE`,
          );
          await insertShops();
        },
        deliver: async (event: DomainEvent) => {
          inProcessBus.publish(catalog.namespace, event);
          await inProcessBus.idle();
        },
        state: async () => ({
          owners: (
            await catalog.sql.query(
              `SELECT owner_id, first_name, last_name, email, banned, subscription_id, subscription_active,
                 subscription_ends_at, subscription_phase, profile_version, moderation_version
               FROM catalog.owner_status ORDER BY owner_id`,
            )
          ).rows,
          shops: (
            await catalog.sql.query(
              'SELECT id, rating, review_count, rating_version, rating_breakdown FROM catalog.shops ORDER BY id',
            )
          ).rows,
          tombstones: (
            await catalog.sql.query(
              'SELECT aggregate, aggregate_id, version FROM catalog.projection_tombstones ORDER BY aggregate, aggregate_id',
            )
          ).rows,
        }),
        expectProducersState: (state, history) => {
          const owners = history.people.filter((person) => person.role === 'shop_owner' && !person.deleted);
          expect(state.owners.filter((row) => owners.some((owner) => owner.userId === row.owner_id))).toEqual(
            owners.map((owner) =>
              expect.objectContaining({ owner_id: owner.userId, first_name: owner.firstName, banned: owner.banned }),
            ),
          );
          const deleted = history.people.filter((person) => person.deleted).map((person) => person.userId);
          expect(state.owners.filter((row) => deleted.includes(row.owner_id))).toEqual([]);
        },
      },
      { people: PEOPLE, shops: SHOPS },
    );
    const [{ count }] = (await catalog.sql.query('SELECT count(*)::int AS count FROM catalog.dead_letter_events')).rows;
    expect(count).toBe(0);
    expect(report.runs).toBeGreaterThan(0);
  }, 300_000);

  /**
   * The projections' class names are their inbox keys: after a rename, events handled under the old names can come
   * again (a redelivery, a dead-letter replay) with no inbox row to stop them. Nothing may then change.
   */
  it('changes nothing when every event comes again under inbox keys it has not seen', async () => {
    await catalog.sql.query(
      `TRUNCATE catalog.owner_status, catalog.shops, catalog.projection_tombstones, catalog.inbox_events,
         catalog.outbox_events, catalog.dead_letter_events CASCADE`,
    );
    await insertShops();
    const [deletedOwner, keptShop] = [1001, 502];
    const event = <N extends EventName>(name: N, payload: EventPayload<N>, second: number) =>
      ({
        id: randomUUID(),
        name,
        occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString(),
        payload,
      }) as DomainEvent;
    const party = {
      conversationId: 1,
      shopId: keptShop,
      shopOwnerId: 1002,
      customerUserId: 1003,
      guestSessionId: null,
    };
    const events = [
      event('favorite.added', { shopId: keptShop, userId: 1003, guestSessionId: null }, 1),
      event('favorite.added', { shopId: keptShop, userId: null, guestSessionId: 7 }, 2),
      event('chat.conversation.created', party, 3),
      event('chat.images.sent', { ...party, messageId: 9, attachments: ['/uploads/chat/a.webp'] }, 4),
      event(
        'user.registered',
        {
          userId: deletedOwner,
          role: 'shop_owner',
          isAdmin: false,
          firstName: 'Aoife',
          lastName: 'Byrne',
          email: 'a@example.ie',
          phone: null,
          city: null,
          createdAt: new Date().toISOString(),
          version: 1,
        },
        5,
      ),
      event('user.banned', { userId: deletedOwner, role: 'shop_owner', version: 2 }, 6),
      event(
        'review.created',
        {
          reviewId: 1,
          shopId: keptShop,
          userId: 1003,
          rating: 4,
          shopAverage: 4,
          shopReviewCount: 1,
          shopRatingVersion: 1,
        },
        7,
      ),
      event('user.deleted', { userId: deletedOwner, role: 'shop_owner', displayName: 'Aoife Byrne', version: 3 }, 8),
    ];
    const snapshot = async () => ({
      leads: (
        await catalog.sql.query('SELECT shop_id, type, user_id, guest_session_id FROM catalog.shop_leads ORDER BY id')
      ).rows,
      images: (await catalog.sql.query('SELECT url, first_message_id FROM catalog.chat_image_references')).rows,
      shops: (await catalog.sql.query('SELECT id, rating, review_count FROM catalog.shops ORDER BY id')).rows,
      owners: (await catalog.sql.query('SELECT owner_id FROM catalog.owner_status')).rows,
      removedShops: (await catalog.sql.query("SELECT payload FROM catalog.outbox_events WHERE name = 'shop.removed'"))
        .rows,
    });
    const deliverAll = async () => {
      for (const each of events) {
        inProcessBus.publish(catalog.namespace, each);
        await inProcessBus.idle();
      }
    };

    await deliverAll();
    const first = await snapshot();
    expect(first.leads).toHaveLength(3);
    expect(first.images).toEqual([{ url: '/uploads/chat/a.webp', first_message_id: 9 }]);
    expect(first.shops).toEqual([{ id: keptShop, rating: '4.00', review_count: 1 }]);
    expect(first.owners).toEqual([]);
    expect(first.removedShops).toHaveLength(2);

    await catalog.sql.query('DELETE FROM catalog.inbox_events');
    await deliverAll();
    expect(await snapshot()).toEqual(first);
  });
});
