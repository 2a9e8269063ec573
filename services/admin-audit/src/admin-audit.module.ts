import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { AdminAuditConfig } from './admin-audit.config';
import { EventHistoryEntry } from './event-history/event-history-entry.entity';
import { RecordEventHistoryHandler } from './event-history/record-event-history.handler';
import { CreatedEventHistory1763700000100 } from './migrations/1763700000100-CreatedEventHistory';
import { CreatedReadModels1763700008000 } from './migrations/1763700008000-CreatedReadModels';
import { AddedProjectionVersions1763700010000 } from './migrations/1763700010000-AddedProjectionVersions';
import { DroppedChatTextFromHistory1765040000400 } from './migrations/1765040000400-DroppedChatTextFromHistory';
import { AdminStatsModule } from './stats/admin-stats.module';

@Module({})
export class AdminAuditModule {
  static forRoot(config: AdminAuditConfig): DynamicModule {
    return {
      module: AdminAuditModule,
      imports: [
        ...serviceInfrastructure({
          service: 'admin-audit',
          schema: 'audit',
          config,
          entities: [EventHistoryEntry],
          migrations: [
            CreatedEventHistory1763700000100,
            CreatedReadModels1763700008000,
            AddedProjectionVersions1763700010000,
            DroppedChatTextFromHistory1765040000400,
          ],
          handlers: [RecordEventHistoryHandler],
        }),
        AdminStatsModule.forRoot(config),
      ],
    };
  }
}
