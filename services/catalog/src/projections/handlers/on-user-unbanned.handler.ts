import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateOwnerStatus } from '../owner-status';

/** The person ban is lifted: their approved shops are listed again (unless a newer event banned them). */
@OnDomainEvent('user.unbanned')
export class OnUserUnbannedHandler implements EventHandler<'user.unbanned'> {
  async handle(event: DomainEvent<'user.unbanned'>, manager: EntityManager): Promise<void> {
    await updateOwnerStatus(manager, event.payload.userId, { banned: false }, versionOf(event.payload));
  }
}
