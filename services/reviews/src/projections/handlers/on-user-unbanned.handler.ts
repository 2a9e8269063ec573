import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { setPersonBanned } from '../people-projection';

/** The ban is lifted. */
@OnDomainEvent('user.unbanned')
export class OnUserUnbannedHandler implements EventHandler<'user.unbanned'> {
  async handle(event: DomainEvent<'user.unbanned'>, manager: EntityManager): Promise<void> {
    await setPersonBanned(manager, event.payload.userId, false, versionOf(event.payload));
  }
}
