import { EventPayload, ReceiptResponse } from '@app/contracts';
import { ReceiptRow } from './receipt.row';

export function toReceiptResponse(row: ReceiptRow): ReceiptResponse {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issued_at.toISOString(),
    ownerName: row.owner_name,
    ownerEmail: row.owner_email,
    plan: row.plan,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    amount: row.amount,
    currency: row.currency,
    paymentReference: row.payment_reference,
  };
}

export function toReceiptIssued(row: ReceiptRow): EventPayload<'receipt.issued'> {
  return {
    receiptId: row.id,
    number: row.number,
    userId: row.user_id,
    subscriptionId: row.subscription_id,
    plan: row.plan,
    issuedAt: row.issued_at.toISOString(),
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    paymentReference: row.payment_reference,
    amount: row.amount,
    currency: row.currency,
  };
}

/** `receipt-R-2026-000123.pdf` */
export function receiptFileName(row: Pick<ReceiptRow, 'number'>): string {
  return `receipt-${row.number}.pdf`;
}
