import { QueryClient } from '@tanstack/react-query';

import { getQueryFn } from './api-client';

/** Spec section 7 and 9: no retries, never stale, no refetch on focus or by interval, unless a query says so. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
