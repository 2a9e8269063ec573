import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { upsertPersonName } from '../people-projection';

/** A changed name shows on the person's reviews. */
@OnDomainEvent('user.updated')
export class OnUserUpdatedHandler implements EventHandler<'user.updated'> {
  async handle(event: DomainEvent<'user.updated'>, manager: EntityManager): Promise<void> {
    await upsertPersonName(manager, event.payload.userId, event.payload.firstName, versionOf(event.payload));
  }
}
