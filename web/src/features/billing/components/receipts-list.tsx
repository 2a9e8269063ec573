import { Download } from 'lucide-react';

import { formatDate, formatPrice } from '@/lib/format';

import { useReceipts } from '../api/get-receipts';
import { billingPaths } from '../api/keys';

/** The owner's receipts under the subscription state, each a PDF download. Nothing until the first payment. */
export function ReceiptsList() {
  const receipts = useReceipts({ enabled: true });
  if (!receipts.data?.length) return null;
  return (
    <section aria-label="Receipts" className="grid w-full gap-1 border-t pt-3">
      <h3 className="text-sm font-medium">Receipts</h3>
      <ul className="grid gap-1 text-sm">
        {receipts.data.map((receipt) => (
          <li key={receipt.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-muted-foreground">
              {receipt.number} · {formatDate(receipt.issuedAt)} · {formatPrice(receipt.amount)}
            </span>
            <a
              href={billingPaths.receiptPdf(receipt.id)}
              download
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              aria-label={`Download receipt ${receipt.number}`}
            >
              <Download className="size-4" aria-hidden="true" />
              PDF
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
