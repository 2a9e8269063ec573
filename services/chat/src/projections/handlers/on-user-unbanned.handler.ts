import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { setPersonBanned } from '../projection-writes';

/** The ban is lifted: the person may send messages again. */
@OnDomainEvent('user.unbanned')
export class OnUserUnbannedHandler implements EventHandler<'user.unbanned'> {
  async handle(event: DomainEvent<'user.unbanned'>, manager: EntityManager): Promise<void> {
    await setPersonBanned(manager, event.payload.userId, false, versionOf(event.payload));
  }
}
