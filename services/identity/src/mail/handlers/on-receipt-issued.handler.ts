import { Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { DomainEvent } from '@app/contracts';
import { EventHandler, OnDomainEvent } from '@app/messaging';
import { MailService } from '../mail.service';
import { billingMailRecipient } from './billing-mail-recipient';

/** Billing issued a receipt: the owner gets it by mail (once: the inbox keeps each event id). */
@OnDomainEvent('receipt.issued')
export class OnReceiptIssuedHandler implements EventHandler<'receipt.issued'> {
  /** Queues a mail, which no rollback takes back: never in a batch of events (EventHandler.handlesAlone). */
  readonly handlesAlone = true;

  private readonly logger = new Logger(OnReceiptIssuedHandler.name);

  /** The mail service is looked up when needed: the messaging runtime is built before the mail module. */
  constructor(private readonly moduleRef: ModuleRef) {}

  async handle(event: DomainEvent<'receipt.issued'>, manager: EntityManager): Promise<void> {
    const recipient = await billingMailRecipient(manager, event.payload.userId);
    if (!recipient) {
      this.logger.log(`Receipt ${event.payload.number}: person ${event.payload.userId} has no e-mail address`);
      return;
    }
    this.moduleRef
      .get(MailService, { strict: false })
      .queueReceipt(recipient.email, recipient.firstName, event.payload);
  }
}
