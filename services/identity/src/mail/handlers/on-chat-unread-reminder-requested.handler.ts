import { Inject, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { chatConversationPath, DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../../identity.config';
import { MailService } from '../mail.service';

/**
 * Chat asks to e-mail someone about messages left unread (issue 17). Identity owns the address and the choice:
 * nothing is sent to a person without an address, who turned these e-mails off, or who is banned or gone.
 * Chat already keeps it to one e-mail per conversation and party per interval.
 */
@OnDomainEvent('chat.unread_reminder.requested')
export class OnChatUnreadReminderRequestedHandler implements EventHandler<'chat.unread_reminder.requested'> {
  /** Queues a mail, which no rollback takes back: never in a batch of events (EventHandler.handlesAlone). */
  readonly handlesAlone = true;

  private readonly logger = new Logger(OnChatUnreadReminderRequestedHandler.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  async handle(event: DomainEvent<'chat.unread_reminder.requested'>, manager: EntityManager): Promise<void> {
    const { recipientUserId, recipientType, shopId, conversationId, shopName, customerUserId, unreadCount } =
      event.payload;
    const rows: Array<{ email: string | null; first_name: string; chat_email_opt_out: boolean; banned: boolean }> =
      await manager.query('SELECT email, first_name, chat_email_opt_out, banned FROM identity.users WHERE id = $1', [
        recipientUserId,
      ]);
    const person = rows[0];
    if (!person?.email || person.chat_email_opt_out || person.banned) return;
    const from = recipientType === 'customer' ? shopName || 'A shop' : await this.customerName(manager, customerUserId);
    const link = `${this.config.PUBLIC_URL}${chatConversationPath(recipientType, shopId, conversationId)}`;
    this.moduleRef
      .get(MailService, { strict: false })
      .queueChatUnread(person.email, person.first_name, from, unreadCount, link);
    this.logger.log(`Unread message e-mail for conversation ${conversationId} to person ${recipientUserId}`);
  }

  /** The customer's first name as the owner's e-mail names them; a guest is "A customer". */
  private async customerName(manager: EntityManager, customerUserId: number | null): Promise<string> {
    if (customerUserId === null) return 'A customer';
    const rows: Array<{ first_name: string }> = await manager.query(
      'SELECT first_name FROM identity.users WHERE id = $1',
      [customerUserId],
    );
    return rows[0]?.first_name || 'A customer';
  }
}
