import type { AdminSession } from '@/features/admin/hooks/use-admin-access';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSessionRefreshing } from '@/features/auth/hooks/use-session-refreshing';

/**
 * The signed-in person as the admin screens need them (spec 001 section 2), composed from the auth feature for the
 * three admin routes. A sign-in refreshes the session checks just before it opens an admin page: while they are
 * read again the gate waits for them rather than judging by the old answer.
 */
export function useAdminSession(): AdminSession {
  const auth = useAuth();
  const refreshing = useSessionRefreshing();
  return {
    checking: auth.isLoading || refreshing,
    signedIn: auth.isAuthenticated,
    isAdmin: auth.isAdmin,
    isShopOwner: auth.isShopOwner,
  };
}
