import { randomUUID } from 'node:crypto';
import { DomainEvent } from '@app/contracts';

/** billing's event for an owner who paid the yearly fee now. */
export function subscriptionActivatedEnvelope(userId: number): DomainEvent<'subscription.activated'> {
  return {
    id: randomUUID(),
    name: 'subscription.activated',
    occurredAt: new Date().toISOString(),
    actor: { role: 'system' },
    payload: {
      subscriptionId: 1,
      userId,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      amount: '200.00',
      currency: 'EUR',
    },
  };
}
