import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertPersonName } from '../projection-writes';

/** Keeps the person's name, shown to shop owners in their inbox. */
@OnDomainEvent('user.registered')
export class OnUserRegisteredHandler implements EventHandler<'user.registered'> {
  async handle(event: DomainEvent<'user.registered'>, manager: EntityManager): Promise<void> {
    await upsertPersonName(manager, event.payload.userId, event.payload.firstName, event.payload.lastName);
  }
}
