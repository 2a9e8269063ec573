import { queryOptions, useQuery } from '@tanstack/react-query';

import { userResponseSchema } from '@app/contracts';

import { getJson } from '@/lib/api-client';

import { sessionChecksWanted } from '../lib/session-hint';
import { parseOrNull, type GeneralUser } from '../types';
import { authKeys, authPaths } from './keys';

/** GET /api/auth/user: the general user, or null when signed out. Any failure also means signed out. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user,
    // Known signed out (no session cookie at page load): no request, no 401 in the console.
    initialData: sessionChecksWanted() ? undefined : null,
    queryFn: async ({ signal }): Promise<GeneralUser | null> =>
      sessionChecksWanted()
        ? parseOrNull(userResponseSchema, await getJson<unknown>(authPaths.user, { signal, on401: 'returnNull' }))
        : null,
    retry: false,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
