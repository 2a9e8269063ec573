import PDFDocument from 'pdfkit';
import { ReceiptRow } from './receipt.row';

const SELLER = 'Local Shop Marketplace';

function day(value: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(value);
}

/** "200.00 EUR": the standard PDF fonts have no glyph for every currency sign, the ISO code reads everywhere. */
export function receiptAmount(row: Pick<ReceiptRow, 'amount' | 'currency'>): string {
  return `${Number(row.amount).toFixed(2)} ${row.currency}`;
}

/** The receipt as a one-page A4 PDF (pdfkit, built-in Helvetica), dates in the billing time zone. */
export function renderReceiptPdf(row: ReceiptRow, timeZone: string): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${row.number}`, Author: SELLER, Subject: row.plan },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(20).text(SELLER);
  document.moveDown(0.5).font('Helvetica').fontSize(14).text(`Receipt ${row.number}`);
  document.moveDown().fontSize(11);
  const line = (label: string, value: string) => {
    document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  };
  line('Date', day(row.issued_at, timeZone));
  line('Billed to', row.owner_email ? `${row.owner_name} <${row.owner_email}>` : row.owner_name);
  document.moveDown();
  line('Plan', row.plan);
  line('Period', `${day(row.period_start, timeZone)} to ${day(row.period_end, timeZone)}`);
  line('Amount paid', receiptAmount(row));
  line('Payment reference', row.payment_reference);
  document.moveDown(2).fontSize(9).fillColor('#555555');
  document.text('Thank you for listing your shop with us. This receipt confirms a payment already made.');
  document.end();
  return done;
}
