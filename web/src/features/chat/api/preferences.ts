import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { preferencesSchema, type Preferences } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

/** The signed-in person's notification choices (identity's /api/auth/preferences). */
export const preferencesKey = ['/api/auth/preferences'] as const;

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesKey,
    queryFn: async () => preferencesSchema.parse(await apiRequest<Preferences>(preferencesKey[0])),
  });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

/** PUT /api/auth/preferences. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => apiRequest<Preferences>(preferencesKey[0], 'PUT', preferences),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(preferencesKey, saved);
    },
  });
}
