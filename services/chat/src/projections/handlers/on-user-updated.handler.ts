import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertPersonName } from '../projection-writes';

/** Keeps the person's name current. */
@OnDomainEvent('user.updated')
export class OnUserUpdatedHandler implements EventHandler<'user.updated'> {
  async handle(event: DomainEvent<'user.updated'>, manager: EntityManager): Promise<void> {
    const { userId, firstName, lastName } = event.payload;
    await upsertPersonName(manager, userId, firstName, lastName, versionOf(event.payload));
  }
}
