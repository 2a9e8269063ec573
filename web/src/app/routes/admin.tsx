import { AdminGate } from '@/features/admin/components/admin-gate';
import { SimpleAdminPanel } from '@/features/admin/components/simple-admin-panel';

import { useAdminSession } from '../use-admin-session';

/** /admin (spec 001 section 2): admins only. */
export function AdminRoute() {
  return (
    <AdminGate session={useAdminSession()}>
      <SimpleAdminPanel />
    </AdminGate>
  );
}
