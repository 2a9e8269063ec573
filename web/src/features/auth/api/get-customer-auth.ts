import { queryOptions, useQuery } from '@tanstack/react-query';

import { customerAuthResponseSchema, type CustomerAuthResponse } from '@app/contracts';

import { getQueryFn } from '@/lib/api-client';

import { parseOrNull } from '../types';
import { authKeys } from './keys';

/** Spec section 9: the customer auth check stays fresh for 5 minutes. */
export const CUSTOMER_AUTH_STALE_TIME = 300_000;

const fetchCustomerAuth = getQueryFn<unknown>({ on401: 'returnNull' });

/** GET /api/customer/auth: `{ authenticated, customer }`; refreshed after customer sign-in, registration, sign-out. */
export const customerAuthQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.customer,
    queryFn: async (context): Promise<CustomerAuthResponse | null> =>
      parseOrNull(customerAuthResponseSchema, await fetchCustomerAuth(context)),
    staleTime: CUSTOMER_AUTH_STALE_TIME,
    retry: false,
  });

export const useCustomerAuth = () => useQuery(customerAuthQueryOptions());
