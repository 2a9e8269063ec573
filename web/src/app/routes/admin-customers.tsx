import { AdminGate } from '@/features/admin/components/admin-gate';
import { CustomerManagement } from '@/features/admin/components/customer-management';

import { useAdminSession } from '../use-admin-session';

/** /admin/customers (spec 001 section 2): admins only. */
export function AdminCustomersRoute() {
  return (
    <AdminGate session={useAdminSession()}>
      <CustomerManagement />
    </AdminGate>
  );
}
