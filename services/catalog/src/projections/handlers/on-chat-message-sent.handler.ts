import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { EntityManager } from 'typeorm';

/**
 * A chat message carried uploaded images: they are referenced from now on, so the orphan-image cleaner keeps
 * them. Idempotent (a redelivery inserts nothing new).
 */
@OnDomainEvent('chat.message.sent')
export class OnChatMessageSentHandler implements EventHandler<'chat.message.sent'> {
  async handle(event: DomainEvent<'chat.message.sent'>, manager: EntityManager): Promise<void> {
    const { attachments, messageId } = event.payload;
    if (attachments.length === 0) return;
    await manager.query(
      `INSERT INTO catalog.chat_image_references (url, first_message_id)
       SELECT url, $2 FROM unnest($1::text[]) AS url
       ON CONFLICT (url) DO NOTHING`,
      [attachments, messageId],
    );
  }
}
