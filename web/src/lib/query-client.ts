import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7 and 9: no retries, never stale, no refetch on focus or by interval, unless a query says so. No
 * default query function: every query names its fetcher (features/<x>/api), which reads with getJson or apiRequest.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
