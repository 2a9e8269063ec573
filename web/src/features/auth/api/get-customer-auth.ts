import { queryOptions, useQuery } from '@tanstack/react-query';

import { customerAuthResponseSchema, type CustomerAuthResponse } from '@app/contracts';

import { getJson } from '@/lib/api-client';

import { sessionChecksWanted } from '../lib/session-hint';
import { parseOrNull } from '../types';
import { authKeys, authPaths } from './keys';

/** Spec section 9: the customer auth check stays fresh for 5 minutes. */
export const CUSTOMER_AUTH_STALE_TIME = 300_000;

/** GET /api/customer/auth: `{ authenticated, customer }`; refreshed after customer sign-in, registration, sign-out. */
export const customerAuthQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.customer,
    // Known signed out (no session cookie at page load): no request, no 401 in the console.
    initialData: sessionChecksWanted() ? undefined : null,
    queryFn: async ({ signal }): Promise<CustomerAuthResponse | null> =>
      sessionChecksWanted()
        ? parseOrNull(
            customerAuthResponseSchema,
            await getJson<unknown>(authPaths.customer, { signal, on401: 'returnNull' }),
          )
        : null,
    staleTime: CUSTOMER_AUTH_STALE_TIME,
    retry: false,
  });

export const useCustomerAuth = () => useQuery(customerAuthQueryOptions());
