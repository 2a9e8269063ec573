import type { QueryClient } from '@tanstack/react-query';

import { sharedKeys } from '@/lib/query-keys';

import { noteSessionChanged } from '../lib/session-hint';

/** Request paths of the auth feature's reads. */
export const authPaths = {
  user: '/api/auth/user',
  customer: '/api/customer/auth',
  shopOwner: '/api/shop-owner/profile',
  guestSession: '/api/guest-session',
};

/** Query keys of the auth feature: the three sign-in checks share the `session` root; the guest session its own. */
export const authKeys = {
  session: sharedKeys.session,
  user: [...sharedKeys.session, 'user'] as const,
  customer: [...sharedKeys.session, 'customer'] as const,
  shopOwner: [...sharedKeys.session, 'shop-owner'] as const,
  guestSession: ['guest-session'] as const,
};

/**
 * Every query that depends on who is signed in: the sign-in checks, the saved shops, the customer's conversations
 * and the person's shops (other features' queries, under the shared roots). One session cookie serves the three
 * sign-ins, so any sign-in or sign-out refreshes all of them (a superset of what spec section 7 lists per sign-out).
 */
export const sessionQueryKeys = [
  authKeys.session,
  sharedKeys.favorites,
  sharedKeys.customerConversations,
  sharedKeys.myShops,
] as const;

/** Refreshes the header, the home greeting and every person-dependent list after a sign-in or sign-out. */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  noteSessionChanged();
  await Promise.all(sessionQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
