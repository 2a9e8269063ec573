import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertPersonName } from '../projection-writes';

/** Keeps the person's name, shown to shop owners in their inbox. */
@OnDomainEvent('user.registered')
export class OnUserRegisteredHandler implements EventHandler<'user.registered'> {
  async handle(event: DomainEvent<'user.registered'>, manager: EntityManager): Promise<void> {
    const { userId, firstName, lastName } = event.payload;
    await upsertPersonName(manager, userId, firstName, lastName, versionOf(event.payload));
  }
}
