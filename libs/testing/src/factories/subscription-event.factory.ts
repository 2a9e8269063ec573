import { EventPayload } from '@app/contracts';
import { ServiceHarness } from '../service-harness/service-harness';
import { sequence } from './sequence';

export type SubscriptionActivated = EventPayload<'subscription.activated'>;

const DAY_MS = 86_400_000;
const nextSubscriptionId = sequence(1);

/** Paid listing fees as catalog learns of them: billing's `subscription.activated`, through the bus. */
export class SubscriptionEventFactory {
  constructor(private readonly service: Pick<ServiceHarness, 'deliver'>) {}

  /** The year's fee (200 EUR) paid today by `userId`. */
  build(overrides: Partial<SubscriptionActivated> & Pick<SubscriptionActivated, 'userId'>): SubscriptionActivated {
    return {
      subscriptionId: nextSubscriptionId(),
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 365 * DAY_MS).toISOString(),
      amount: '200.00',
      currency: 'EUR',
      ...overrides,
    };
  }

  async create(
    overrides: Partial<SubscriptionActivated> & Pick<SubscriptionActivated, 'userId'>,
  ): Promise<SubscriptionActivated> {
    const subscription = this.build(overrides);
    await this.service.deliver('subscription.activated', subscription);
    return subscription;
  }
}
