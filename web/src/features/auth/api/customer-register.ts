import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CustomerRegisterRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { customerSessionResponseSchema, type CustomerSessionResponse } from '../types';
import { refreshSession } from './keys';

/** POST /api/customer/register: `{ firstName, lastName, contact, city, password, role: 'customer' }`; signs in. */
export async function registerCustomer(request: CustomerRegisterRequest): Promise<CustomerSessionResponse> {
  const payload = { ...request, role: 'customer' as const };
  return customerSessionResponseSchema.parse(await apiRequest<unknown>('/api/customer/register', 'POST', payload));
}

/** Refreshes the customer auth check (and every session query) before the screen's own callbacks run. */
export function useRegisterCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerCustomer, onSuccess: () => refreshSession(queryClient) });
}
