import { queryOptions, useQuery } from '@tanstack/react-query';

import { userResponseSchema } from '@app/contracts';

import { getQueryFn } from '@/lib/api-client';

import { parseOrNull, type GeneralUser } from '../types';
import { authKeys } from './keys';

const fetchUser = getQueryFn<unknown>({ on401: 'returnNull' });

/** GET /api/auth/user: the general user, or null when signed out. Any failure also means signed out. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user,
    queryFn: async (context): Promise<GeneralUser | null> => parseOrNull(userResponseSchema, await fetchUser(context)),
    retry: false,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
