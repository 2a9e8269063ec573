import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertPersonName } from '../people-projection';

/** Keeps the first name the reviews list shows. */
@OnDomainEvent('user.registered')
export class OnUserRegisteredHandler implements EventHandler<'user.registered'> {
  async handle(event: DomainEvent<'user.registered'>, manager: EntityManager): Promise<void> {
    await upsertPersonName(manager, event.payload.userId, event.payload.firstName, versionOf(event.payload));
  }
}
