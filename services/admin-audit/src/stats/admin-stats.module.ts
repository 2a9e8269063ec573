import { DynamicModule, Module } from '@nestjs/common';
import { AdminAuditConfig } from '../admin-audit.config';
import { ADMIN_AUDIT_CONFIG } from './admin-audit-config.token';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';

@Module({})
export class AdminStatsModule {
  static forRoot(config: AdminAuditConfig): DynamicModule {
    return {
      module: AdminStatsModule,
      controllers: [AdminStatsController],
      providers: [{ provide: ADMIN_AUDIT_CONFIG, useValue: config }, AdminStatsService],
    };
  }
}
