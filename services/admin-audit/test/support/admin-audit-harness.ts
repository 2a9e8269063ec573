import { adminAuditService } from '@app/admin-audit';
import { startServiceHarness } from '@app/testing';

/** The admin-audit app on a fresh database with the in-process bus, called in-process. */
export function startAdminAuditHarness(label: string) {
  return startServiceHarness({ service: adminAuditService, schema: 'audit', label });
}

export type AdminAuditHarness = Awaited<ReturnType<typeof startAdminAuditHarness>>;
