import { OnUserDeletedHandler } from './on-user-deleted.handler';

/** Billing's handlers of other services' events, registered with the service's messaging. */
export const billingHandlers = [OnUserDeletedHandler];
