import { HttpStatus } from '@nestjs/common';
import { DomainException } from '@app/service-kit';

export enum BillingErrorCode {
  NotSignedIn = 'NotSignedIn',
  AlreadySubscribed = 'AlreadySubscribed',
  SubscriptionNotFound = 'SubscriptionNotFound',
  SubscriptionNotPayable = 'SubscriptionNotPayable',
  OfflineModeDisabled = 'OfflineModeDisabled',
  InvalidSignature = 'InvalidSignature',
  InvalidWebhookPayload = 'InvalidWebhookPayload',
  PaymentProviderUnavailable = 'PaymentProviderUnavailable',
  ReceiptNotFound = 'ReceiptNotFound',
  NotReceiptOwner = 'NotReceiptOwner',
}

export function describeBillingError(code: BillingErrorCode): { status: number; message: string } {
  switch (code) {
    case BillingErrorCode.NotSignedIn:
      return { status: HttpStatus.UNAUTHORIZED, message: 'Unauthorized' };
    case BillingErrorCode.AlreadySubscribed:
      return { status: HttpStatus.CONFLICT, message: 'You already have an active subscription.' };
    case BillingErrorCode.SubscriptionNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Subscription not found' };
    case BillingErrorCode.SubscriptionNotPayable:
      return { status: HttpStatus.CONFLICT, message: 'This subscription is not awaiting payment.' };
    case BillingErrorCode.OfflineModeDisabled:
      return { status: HttpStatus.NOT_FOUND, message: 'Offline test payments are not available.' };
    case BillingErrorCode.InvalidSignature:
      return { status: HttpStatus.BAD_REQUEST, message: 'Invalid signature' };
    case BillingErrorCode.InvalidWebhookPayload:
      return { status: HttpStatus.BAD_REQUEST, message: 'Invalid webhook payload' };
    case BillingErrorCode.PaymentProviderUnavailable:
      return { status: HttpStatus.BAD_GATEWAY, message: 'Failed to initialize subscription. Please try again.' };
    case BillingErrorCode.ReceiptNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Receipt not found' };
    case BillingErrorCode.NotReceiptOwner:
      return { status: HttpStatus.FORBIDDEN, message: 'You can only download your own receipts.' };
  }
}

/** A domain error of subscriptions and payments; `describeBillingError` gives its status and message. */
export class BillingException extends DomainException<BillingErrorCode> {
  constructor(code: BillingErrorCode) {
    const { status, message } = describeBillingError(code);
    super(code, status, message);
  }
}

/** A declined card: 402 with the provider's own message ('Your card was declined.'). */
export class PaymentDeclinedException extends DomainException<'PaymentDeclined'> {
  constructor(message: string) {
    super('PaymentDeclined', HttpStatus.PAYMENT_REQUIRED, message);
  }
}
