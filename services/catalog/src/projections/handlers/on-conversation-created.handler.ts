import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';
import { countEventLead } from '../event-leads';

/** A customer or guest started a conversation with a shop: one 'message' lead of the owner's statistics. */
@OnDomainEvent('chat.conversation.created')
export class OnConversationCreatedHandler implements EventHandler<'chat.conversation.created'> {
  async handle(event: DomainEvent<'chat.conversation.created'>, manager: EntityManager): Promise<void> {
    const { shopId, customerUserId, guestSessionId } = event.payload;
    await countEventLead(manager, 'message', { shopId, userId: customerUserId, guestSessionId }, event.occurredAt);
  }
}
