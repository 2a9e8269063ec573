import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateOwnerStatus } from '../owner-status';

/** The person suspension is lifted: their approved shops are listed again (unless a newer event suspended them). */
@OnDomainEvent('user.unsuspended')
export class OnUserUnsuspendedHandler implements EventHandler<'user.unsuspended'> {
  async handle(event: DomainEvent<'user.unsuspended'>, manager: EntityManager): Promise<void> {
    await updateOwnerStatus(manager, event.payload.userId, { banned: false }, versionOf(event.payload));
  }
}
