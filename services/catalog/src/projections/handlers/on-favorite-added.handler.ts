import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { countEventLead } from '../event-leads';

/** Someone added a shop to their favourites: one 'favourite' lead (a later removal does not take it back). */
@OnDomainEvent('favorite.added')
export class OnFavoriteAddedHandler implements EventHandler<'favorite.added'> {
  async handle(event: DomainEvent<'favorite.added'>, manager: EntityManager): Promise<void> {
    await countEventLead(manager, 'favourite', event.payload, event.occurredAt);
  }
}
