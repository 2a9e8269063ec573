import { DomainEvent } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { checkArrivalOrder } from '@app/testing';
import { IdentityHarness, startIdentityHarness } from './support/identity-harness';

interface OwnerShopProjection {
  shops: Array<{ shop_id: number; owner_id: number; shop_name: string | null; product_count: number; removed: boolean }>;
}

describe('identity owner shop projection in any arrival order', () => {
  let identity: IdentityHarness;

  beforeAll(async () => {
    identity = await startIdentityHarness('identity-projection-order');
  });

  afterAll(async () => {
    await identity?.stop();
  });

  // 50 property runs, each applying a whole history twice through the consumer: minutes on a loaded machine.
  it('ends in the state of the in-order history for any permutation of shop and product events and redeliveries', async () => {
    const report = await checkArrivalOrder<OwnerShopProjection>('identity', {
      reset: async () => {
        await identity.sql.query(
          'TRUNCATE identity.owner_shop_stats, identity.inbox_events, identity.dead_letter_events',
        );
      },
      deliver: async (event: DomainEvent) => {
        inProcessBus.publish(identity.namespace, event);
        await inProcessBus.idle();
      },
      state: async () => ({
        shops: (
          await identity.sql.query(
            `SELECT shop_id, owner_id, shop_name, product_count, shop_created_at, removed_at IS NOT NULL AS removed,
               shop_version
             FROM identity.owner_shop_stats ORDER BY shop_id`,
          )
        ).rows,
      }),
      expectProducersState: (state, history) => {
        expect(state.shops).toEqual(
          history.shops.map((shop) =>
            expect.objectContaining({
              shop_id: shop.shopId,
              owner_id: shop.ownerId,
              shop_name: shop.name,
              removed: shop.removed,
            }),
          ),
        );
      },
    });
    const [{ count }] = (await identity.sql.query('SELECT count(*)::int AS count FROM identity.dead_letter_events'))
      .rows;
    expect(count).toBe(0);
    expect(report.runs).toBeGreaterThan(0);
  }, 300_000);
});
