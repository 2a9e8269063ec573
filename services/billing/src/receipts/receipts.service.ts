import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RequestIdentity } from '@app/auth-context';
import { ReceiptResponse } from '@app/contracts';
import { BillingConfig } from '../billing.config';
import { BillingErrorCode, BillingException } from '../billing.exception';
import { BILLING_CONFIG } from '../config/billing-config.module';
import { requireUser } from '../subscriptions/subscriptions.service';
import { receiptFileName, toReceiptResponse } from './receipt.mapper';
import { renderReceiptPdf } from './receipt-pdf';
import { ReceiptRow } from './receipt.row';

/** The owner's receipts and their PDFs; only the owner of a receipt may read it (admins included get 403). */
@Injectable()
export class ReceiptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  async list(identity: RequestIdentity): Promise<ReceiptResponse[]> {
    const userId = requireUser(identity);
    const rows = (await this.dataSource.query(
      'SELECT * FROM billing.receipts WHERE user_id = $1 ORDER BY issued_at DESC, id DESC',
      [userId],
    )) as ReceiptRow[];
    return rows.map(toReceiptResponse);
  }

  async pdf(identity: RequestIdentity, id: number): Promise<{ fileName: string; content: Buffer }> {
    const userId = requireUser(identity);
    const [row] = (await this.dataSource.query('SELECT * FROM billing.receipts WHERE id = $1', [id])) as ReceiptRow[];
    if (!row) throw new BillingException(BillingErrorCode.ReceiptNotFound);
    if (row.user_id !== userId) throw new BillingException(BillingErrorCode.NotReceiptOwner);
    return { fileName: receiptFileName(row), content: await renderReceiptPdf(row, this.config.TIME_ZONE) };
  }
}
