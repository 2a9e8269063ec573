import { queryOptions, useQuery } from '@tanstack/react-query';

import { guestSessionResponseSchema, type GuestSessionResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { authKeys, authPaths } from './keys';

export type GuestSession = NonNullable<GuestSessionResponse['guestSession']>;

/** GET /api/guest-session: the visitor's guest session, or null. A failed check is logged only (spec section 8). */
export async function getGuestSession(): Promise<GuestSession | null> {
  try {
    const data = await apiRequest<unknown>(authPaths.guestSession);
    if (data === null) return null;
    return guestSessionResponseSchema.parse(data).guestSession;
  } catch (error) {
    console.error('Guest session check failed:', error);
    return null;
  }
}

/** Active only while expiresAt is in the future (spec section 4). */
export function isGuestSessionActive(session: GuestSession | null | undefined, now = Date.now()): boolean {
  return !!session && new Date(session.expiresAt).getTime() > now;
}

export const guestSessionQueryOptions = () =>
  queryOptions({ queryKey: authKeys.guestSession, queryFn: getGuestSession, retry: false });

/** The guest session, checked on load, and whether it is still active. */
export function useGuestSession() {
  const query = useQuery(guestSessionQueryOptions());
  return { ...query, guestSession: query.data ?? null, isActive: isGuestSessionActive(query.data) };
}
