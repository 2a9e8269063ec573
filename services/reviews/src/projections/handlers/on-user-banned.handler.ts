import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { setPersonBanned } from '../people-projection';

/** The person is banned: they cannot rate, and their shops cannot be rated or saved. */
@OnDomainEvent('user.banned')
export class OnUserBannedHandler implements EventHandler<'user.banned'> {
  async handle(event: DomainEvent<'user.banned'>, manager: EntityManager): Promise<void> {
    await setPersonBanned(manager, event.payload.userId, true, versionOf(event.payload));
  }
}
