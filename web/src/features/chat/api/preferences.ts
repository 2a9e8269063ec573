import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { preferencesSchema, type Preferences } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { chatKeys } from './keys';

const preferencesPath = '/api/auth/preferences';

/** The signed-in person's notification choices (identity's /api/auth/preferences). */

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.preferences,
    queryFn: async () => preferencesSchema.parse(await apiRequest<Preferences>(preferencesPath)),
  });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

/** PUT /api/auth/preferences. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => apiRequest<Preferences>(preferencesPath, 'PUT', preferences),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(chatKeys.preferences, saved);
    },
  });
}
