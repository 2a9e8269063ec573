import { useMutation, useQueryClient } from '@tanstack/react-query';

import { guestSessionResponseSchema, type GuestSessionRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import type { GuestSession } from './get-guest-session';
import { authKeys, authPaths } from './keys';

/** POST /api/guest-session: `{ email, phone }` (both optional, one required) → `{ guestSession }`. */
export async function createGuestSession(request: GuestSessionRequest): Promise<GuestSession | null> {
  const payload = { email: request.email || undefined, phone: request.phone || undefined };
  return guestSessionResponseSchema.parse(await apiRequest<unknown>(authPaths.guestSession, 'POST', payload))
    .guestSession;
}

export function useCreateGuestSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuestSession,
    onSuccess: (guestSession) => queryClient.setQueryData(authKeys.guestSession, guestSession),
  });
}
