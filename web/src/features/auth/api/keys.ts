import type { QueryClient } from '@tanstack/react-query';

import { noteSessionChanged } from '../lib/session-hint';

/**
 * Query keys of the auth feature. The first element is the request path, so the default query function can serve
 * them (spec section 7).
 */
export const authKeys = {
  user: ['/api/auth/user'] as const,
  customer: ['/api/customer/auth'] as const,
  shopOwner: ['/api/shop-owner/profile'] as const,
  guestSession: ['/api/guest-session'] as const,
  /** Read by the profile for its counts; the favourites feature owns the list and shares the key. */
  customerFavorites: ['/api/customer/favorites'] as const,
  /** Read by the profile for its counts; the chat feature owns the list and shares the key. */
  customerConversations: ['/api/customer/conversations'] as const,
};

/** The shops feature's list of the person's shops (its key is its request path). */
const myShopsKey = ['/api/my-shops'] as const;

/**
 * Every query that depends on who is signed in. One session cookie serves the three sign-ins, so any sign-in or
 * sign-out refreshes all of them (a superset of what spec section 7 lists per sign-out).
 */
export const sessionQueryKeys = [
  authKeys.user,
  authKeys.customer,
  authKeys.shopOwner,
  authKeys.customerFavorites,
  authKeys.customerConversations,
  myShopsKey,
] as const;

/** Refreshes the header, the home greeting and every person-dependent list after a sign-in or sign-out. */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  noteSessionChanged();
  await Promise.all(sessionQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
