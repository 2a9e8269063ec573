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
  /** The owner's name and e-mail as they last asked for the subscription (printed on receipts). */
  owner_name: string | null;
  owner_email: string | null;
  created_at: Date;
  updated_at: Date;
}
