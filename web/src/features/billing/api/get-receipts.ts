import { queryOptions, useQuery } from '@tanstack/react-query';

import { receiptResponseSchema, type ReceiptResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { billingKeys, billingPaths } from './keys';

/** GET /api/billing/receipts: the owner's receipts, newest first. */
export async function getReceipts(): Promise<ReceiptResponse[]> {
  const body = await apiRequest<unknown>(billingPaths.receipts);
  return receiptResponseSchema.array().parse(body ?? []);
}

export const receiptsQueryOptions = () => queryOptions({ queryKey: billingKeys.receipts, queryFn: getReceipts });

export const useReceipts = ({ enabled }: { enabled: boolean }) => useQuery({ ...receiptsQueryOptions(), enabled });
