import { EventPayload } from '@app/contracts';
import { DeliveryOptions } from '../service-harness/bus-delivery';
import { ServiceHarness } from '../service-harness/service-harness';

export type UserSnapshot = EventPayload<'user.registered'>;

/** People as the services other than identity learn of them: identity's `user.registered`, through the bus. */
export class UserEventFactory {
  constructor(private readonly service: Pick<ServiceHarness, 'deliver'>) {}

  /** A customer in Galway, Ciara Walsh unless named, with an address of their first name at example.ie. */
  build(overrides: Partial<UserSnapshot> & Pick<UserSnapshot, 'userId'>, at = new Date()): UserSnapshot {
    const firstName = overrides.firstName ?? 'Ciara';
    return {
      role: 'customer',
      isAdmin: false,
      firstName,
      lastName: 'Walsh',
      email: `${firstName.toLowerCase()}@example.ie`,
      phone: null,
      city: 'Galway',
      createdAt: at.toISOString(),
      ...overrides,
    };
  }

  async create(
    overrides: Partial<UserSnapshot> & Pick<UserSnapshot, 'userId'>,
    options: DeliveryOptions = {},
  ): Promise<UserSnapshot> {
    const person = this.build(overrides, options.at);
    await this.service.deliver('user.registered', person, options);
    return person;
  }
}
