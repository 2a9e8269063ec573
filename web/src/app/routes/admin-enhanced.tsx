import { AdminGate } from '@/features/admin/components/admin-gate';
import { EnhancedAdminPanel } from '@/features/admin/components/enhanced-admin-panel';

import { useAdminSession } from '../use-admin-session';

/** /admin/enhanced (spec 001 section 2): admins only. */
export function AdminEnhancedRoute() {
  return (
    <AdminGate session={useAdminSession()}>
      <EnhancedAdminPanel />
    </AdminGate>
  );
}
