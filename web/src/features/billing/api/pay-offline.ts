import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { OfflinePaymentRequest, OfflinePaymentResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { billingKeys, billingPaths } from './keys';

/** POST /api/billing/offline-payments (offline test mode only): 200 when paid, 402 with the decline message. */
export async function payOffline(request: OfflinePaymentRequest): Promise<OfflinePaymentResponse | null> {
  return apiRequest<OfflinePaymentResponse>(billingPaths.offlinePayment, 'POST', request);
}

export function usePayOffline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOffline,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
        queryClient.invalidateQueries({ queryKey: billingKeys.receipts }),
      ]),
  });
}
