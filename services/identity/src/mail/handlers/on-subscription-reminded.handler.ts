import { Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { MailService } from '../mail.service';
import { billingMailRecipient } from './billing-mail-recipient';

/** Billing found a reminder of the plan's end due: the owner gets it by mail (once: the inbox keeps each event id). */
@OnDomainEvent('subscription.reminded')
export class OnSubscriptionRemindedHandler implements EventHandler<'subscription.reminded'> {
  /** Queues a mail, which no rollback takes back: never in a batch of events (EventHandler.handlesAlone). */
  readonly handlesAlone = true;

  private readonly logger = new Logger(OnSubscriptionRemindedHandler.name);

  /** The mail service is looked up when needed: the messaging runtime is built before the mail module. */
  constructor(private readonly moduleRef: ModuleRef) {}

  async handle(event: DomainEvent<'subscription.reminded'>, manager: EntityManager): Promise<void> {
    const { userId, kind, endDate, subscriptionId } = event.payload;
    const recipient = await billingMailRecipient(manager, userId);
    if (!recipient) {
      this.logger.log(`Reminder ${kind} of subscription ${subscriptionId}: person ${userId} has no e-mail address`);
      return;
    }
    this.moduleRef
      .get(MailService, { strict: false })
      .queueSubscriptionReminder(recipient.email, recipient.firstName, kind, endDate);
  }
}
