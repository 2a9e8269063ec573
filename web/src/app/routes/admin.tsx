import { useIsFetching } from '@tanstack/react-query';

import { AdminGate } from '@/features/admin/components/admin-gate';
import { SimpleAdminPanel } from '@/features/admin/components/simple-admin-panel';
import { authKeys } from '@/features/auth/api/keys';
import { useAuth } from '@/features/auth/hooks/use-auth';

const sessionPaths: unknown[] = [authKeys.user[0], authKeys.customer[0], authKeys.shopOwner[0]];

/** /admin (spec 001 section 2): admins only; the auth feature's session is composed in here. */
export function AdminRoute() {
  const auth = useAuth();
  // A sign-in refreshes the session queries just before it opens this page: wait for them, not the old answer.
  const refreshing = useIsFetching({ predicate: (query) => sessionPaths.includes(query.queryKey[0]) }) > 0;
  const session = {
    checking: auth.isLoading || refreshing,
    signedIn: auth.isAuthenticated,
    isAdmin: auth.isAdmin,
    isShopOwner: auth.isShopOwner,
  };
  return (
    <AdminGate session={session}>
      <SimpleAdminPanel />
    </AdminGate>
  );
}
