import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { setPersonBanned } from '../people-projection';

/** The suspension is lifted. */
@OnDomainEvent('user.unsuspended')
export class OnUserUnsuspendedHandler implements EventHandler<'user.unsuspended'> {
  async handle(event: DomainEvent<'user.unsuspended'>, manager: EntityManager): Promise<void> {
    await setPersonBanned(manager, event.payload.userId, false, versionOf(event.payload));
  }
}
