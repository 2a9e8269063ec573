import { returnedRows } from '@app/database';
import { defineProjection } from '@app/messaging';

/** A deleted person (shared DECISIONS: deleting a person): their subscriptions go, their payments with them. */
export const BillingPeopleProjection = defineProjection({
  name: 'BillingPeopleProjection',
  events: {
    'user.deleted': async ({ userId }, { manager, logger }) => {
      const removed = returnedRows<{ id: number }>(
        await manager.query('DELETE FROM billing.subscriptions WHERE user_id = $1 RETURNING id', [userId]),
      );
      logger.log(`Removed ${removed.length} subscription(s) and their payments of deleted person ${userId}`);
    },
  },
});
