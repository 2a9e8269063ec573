import { ServiceDefinition } from '@app/service-kit';
import { AdminAuditConfig, adminAuditConfigSchema } from './admin-audit.config';
import { AdminAuditModule } from './admin-audit.module';

export const adminAuditService: ServiceDefinition<AdminAuditConfig> = {
  name: 'admin-audit',
  description: 'Admin logs, audit logs and every admin statistic, built from events',
  configSchema: adminAuditConfigSchema,
  rootModule: (config) => AdminAuditModule.forRoot(config),
};
