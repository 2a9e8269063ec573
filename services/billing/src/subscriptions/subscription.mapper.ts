import { PaymentMode, SubscriptionIntentResponse, SubscriptionResponse } from '@app/contracts';
import { SubscriptionRow } from './subscription.row';

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export function toSubscriptionResponse(row: SubscriptionRow): SubscriptionResponse {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
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
