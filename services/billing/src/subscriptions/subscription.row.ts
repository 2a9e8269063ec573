import { SubscriptionStatus } from '@app/contracts';

/** A row of billing.subscriptions as `SELECT *` returns it (numeric as a string, timestamps as Dates). */
export interface SubscriptionRow {
  id: number;
  user_id: number;
  shop_id: number | null;
  stripe_payment_intent_id: string | null;
  client_secret: string | null;
  status: SubscriptionStatus;
  amount: string;
  currency: string;
  start_date: Date | null;
  end_date: Date | null;
  created_at: Date;
  updated_at: Date;
}
