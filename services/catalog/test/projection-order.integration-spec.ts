import { DomainEvent } from '@app/contracts';
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
    const report = await checkArrivalOrder<CatalogProjections>('catalog', 
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
            await catalog.sql.query('SELECT id, rating, review_count, rating_version, rating_breakdown FROM catalog.shops ORDER BY id')
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
});
