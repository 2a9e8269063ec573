import { DomainEvent, versionOf } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { updateOwnerStatus } from '../owner-status';

/** Keeps shop owners' names and e-mail for the admin shop lists (customers are not kept). */
@OnDomainEvent('user.updated')
export class OnUserUpdatedHandler implements EventHandler<'user.updated'> {
  async handle(event: DomainEvent<'user.updated'>, manager: EntityManager): Promise<void> {
    const { userId, role, isAdmin, firstName, lastName, email } = event.payload;
    if (role !== 'shop_owner' && !isAdmin) return;
    await updateOwnerStatus(manager, userId, { firstName, lastName, email }, versionOf(event.payload));
  }
}
