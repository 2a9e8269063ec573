import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CustomerLoginRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { customerSessionResponseSchema, type CustomerSessionResponse } from '../types';
import { refreshSession } from './keys';

/** POST /api/customer/login: `{ contact, password }`. */
export async function loginCustomer(request: CustomerLoginRequest): Promise<CustomerSessionResponse> {
  return customerSessionResponseSchema.parse(await apiRequest<unknown>('/api/customer/login', 'POST', request));
}

/** Refreshes the customer auth check (and every session query) before the screen's own callbacks run. */
export function useLoginCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: loginCustomer, onSuccess: () => refreshSession(queryClient) });
}
