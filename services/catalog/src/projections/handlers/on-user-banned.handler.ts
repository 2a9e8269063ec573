import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateOwnerStatus } from '../owner-status';

/** The person is banned: their shops leave the public lists and pages (unless a newer event lifted it). */
@OnDomainEvent('user.banned')
export class OnUserBannedHandler implements EventHandler<'user.banned'> {
  async handle(event: DomainEvent<'user.banned'>, manager: EntityManager): Promise<void> {
    await updateOwnerStatus(manager, event.payload.userId, { banned: true }, versionOf(event.payload));
  }
}
