import { OnReceiptIssuedHandler } from './on-receipt-issued.handler';
import { OnSubscriptionRemindedHandler } from './on-subscription-reminded.handler';

/** Billing's events identity turns into mail to the owner. */
export const billingMailHandlers = [OnReceiptIssuedHandler, OnSubscriptionRemindedHandler];
