import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { setPersonBanned } from '../projection-writes';

/** A banned person cannot send messages. */
@OnDomainEvent('user.banned')
export class OnUserBannedHandler implements EventHandler<'user.banned'> {
  async handle(event: DomainEvent<'user.banned'>, manager: EntityManager): Promise<void> {
    await setPersonBanned(manager, event.payload.userId, true, versionOf(event.payload));
  }
}
