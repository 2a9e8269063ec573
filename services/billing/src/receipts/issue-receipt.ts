import { EntityManager } from 'typeorm';
import { SHOP_OWNER_PLAN_NAME } from '@app/contracts';
import { SubscriptionRow } from '../subscriptions/subscription.row';
import { ReceiptRow } from './receipt.row';

export interface ReceiptFacts {
  paymentId: number;
  paymentReference: string;
  amount: string;
  currency: string;
  issuedAt: Date;
  /** The subscription as the payment activated it (its period is the receipt's). */
  subscription: SubscriptionRow;
}

/** R-2026-000123: the year of issue and the sequence within it. */
export function receiptNumber(year: number, sequence: number): string {
  return `R-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Writes the receipt of a successful payment inside the payment's transaction. The year's counter row stays locked
 * until that transaction ends, so numbers follow each other without gaps or repeats however many payments race.
 */
export async function issueReceipt(manager: EntityManager, facts: ReceiptFacts): Promise<ReceiptRow> {
  const year = facts.issuedAt.getUTCFullYear();
  const [counter] = (await manager.query(
    `INSERT INTO billing.receipt_counters (year, last_number) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = billing.receipt_counters.last_number + 1
     RETURNING last_number`,
    [year],
  )) as Array<{ last_number: number }>;
  const { subscription } = facts;
  const [receipt] = (await manager.query(
    `INSERT INTO billing.receipts (number, payment_id, subscription_id, user_id, owner_name, owner_email, plan,
       period_start, period_end, amount, currency, payment_reference, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
    [
      receiptNumber(year, counter.last_number),
      facts.paymentId,
      subscription.id,
      subscription.user_id,
      subscription.owner_name?.trim() || `Shop owner #${subscription.user_id}`,
      subscription.owner_email,
      SHOP_OWNER_PLAN_NAME,
      subscription.start_date,
      subscription.end_date,
      facts.amount,
      facts.currency,
      facts.paymentReference.slice(0, 255),
      facts.issuedAt,
    ],
  )) as ReceiptRow[];
  return receipt;
}
