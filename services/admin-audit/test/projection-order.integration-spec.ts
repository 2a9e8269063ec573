import { DomainEvent } from '@app/contracts';
import { inProcessBus } from '@app/messaging';
import { checkArrivalOrder } from '@app/testing';
import { AdminAuditHarness, startAdminAuditHarness } from './support/admin-audit-harness';

interface AuditReadModels {
  people: Array<{ id: number; first_name: string | null; banned: boolean; deleted: boolean }>;
  shops: Array<{ id: number; name: string | null; status: string; removed: boolean }>;
  products: Array<{ id: number; deleted: boolean }>;
}

describe('admin-audit read models in any arrival order', () => {
  let audit: AdminAuditHarness;

  beforeAll(async () => {
    audit = await startAdminAuditHarness('audit-projection-order');
  });

  afterAll(async () => {
    await audit?.stop();
  });

  // 50 property runs, each applying a whole history twice through the consumer: minutes on a loaded machine.
  it('ends in the state of the in-order history for any permutation of person and shop events and redeliveries', async () => {
    const report = await checkArrivalOrder<AuditReadModels>('admin-audit', {
      reset: async () => {
        await audit.sql.query(
          `TRUNCATE audit.people, audit.shops, audit.products, audit.event_history, audit.inbox_events,
             audit.dead_letter_events`,
        );
      },
      deliver: async (event: DomainEvent) => {
        inProcessBus.publish(audit.namespace, event);
        await inProcessBus.idle();
      },
      state: async () => ({
        people: (
          await audit.sql.query(
            `SELECT id, role, is_admin, first_name, last_name, email, created_at, banned, deleted, profile_version,
               banned_version
             FROM audit.people ORDER BY id`,
          )
        ).rows,
        shops: (
          await audit.sql.query(
            `SELECT id, owner_id, name, location, status, is_approved, is_active, created_at, removed, version,
               status_version
             FROM audit.shops ORDER BY id`,
          )
        ).rows,
        products: (await audit.sql.query('SELECT id, shop_id, deleted FROM audit.products ORDER BY id')).rows,
      }),
      expectProducersState: (state, history) => {
        expect(state.people).toEqual(
          history.people.map((person) =>
            expect.objectContaining({
              id: person.userId,
              first_name: person.firstName,
              banned: person.banned,
              deleted: person.deleted,
            }),
          ),
        );
        expect(state.shops).toEqual(
          history.shops.map((shop) =>
            expect.objectContaining({ id: shop.shopId, name: shop.name, status: shop.status, removed: shop.removed }),
          ),
        );
      },
    });
    const [{ count }] = (await audit.sql.query('SELECT count(*)::int AS count FROM audit.dead_letter_events')).rows;
    expect(count).toBe(0);
    expect(report.runs).toBeGreaterThan(0);
  }, 300_000);
});
