import { PaymentMode, SubscriptionIntentResponse, SubscriptionResponse } from '@app/contracts';
import { SubscriptionRow } from './subscription.row';

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** `renewalWindowDays`: how long before its end an active subscription may be renewed. */
export function toSubscriptionResponse(
  row: SubscriptionRow,
  now: Date,
  renewalWindowDays: number,
): SubscriptionResponse {
  const renewable =
    row.status === 'active' &&
    row.end_date !== null &&
    new Date(row.end_date).getTime() - now.getTime() <= renewalWindowDays * 24 * 60 * 60 * 1000;
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    renewable,
  };
}

export function toSubscriptionIntentResponse(
  row: SubscriptionRow & { client_secret: string },
  mode: PaymentMode,
  publishableKey: string | undefined,
): SubscriptionIntentResponse {
  return {
    subscriptionId: row.id,
    clientSecret: row.client_secret,
    amount: row.amount,
    currency: row.currency,
    mode,
    ...(mode === 'stripe' && publishableKey ? { publishableKey } : {}),
  };
}
