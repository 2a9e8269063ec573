import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { preferencesSchema, type Preferences } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { chatKeys, chatPaths } from './keys';

/** The signed-in person's notification choices (identity's /api/auth/preferences). */

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.preferences,
    queryFn: async () => preferencesSchema.parse(await apiRequest<Preferences>(chatPaths.preferences)),
  });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

/** PUT /api/auth/preferences. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => apiRequest<Preferences>(chatPaths.preferences, 'PUT', preferences),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(chatKeys.preferences, saved);
    },
  });
}
