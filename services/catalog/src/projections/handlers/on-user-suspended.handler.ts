import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateOwnerStatus } from '../owner-status';

/** The person is suspended: their shops leave the public lists and pages (unless a newer event lifted it). */
@OnDomainEvent('user.suspended')
export class OnUserSuspendedHandler implements EventHandler<'user.suspended'> {
  async handle(event: DomainEvent<'user.suspended'>, manager: EntityManager): Promise<void> {
    await updateOwnerStatus(manager, event.payload.userId, { banned: true }, versionOf(event.payload));
  }
}
