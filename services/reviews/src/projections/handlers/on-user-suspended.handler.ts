import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { setPersonBanned } from '../people-projection';

/** The person is suspended: they cannot rate, and their shops cannot be rated or saved. */
@OnDomainEvent('user.suspended')
export class OnUserSuspendedHandler implements EventHandler<'user.suspended'> {
  async handle(event: DomainEvent<'user.suspended'>, manager: EntityManager): Promise<void> {
    await setPersonBanned(manager, event.payload.userId, true, versionOf(event.payload));
  }
}
