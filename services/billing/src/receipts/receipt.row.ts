/** A row of billing.receipts as `SELECT *` returns it (numeric as a string, timestamps as Dates). */
export interface ReceiptRow {
  id: number;
  number: string;
  payment_id: number;
  subscription_id: number;
  user_id: number;
  owner_name: string;
  owner_email: string | null;
  plan: string;
  period_start: Date;
  period_end: Date;
  amount: string;
  currency: string;
  payment_reference: string;
  issued_at: Date;
}
