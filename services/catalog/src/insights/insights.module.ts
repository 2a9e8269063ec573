import { Module } from '@nestjs/common';
import { VisitsModule } from '../visits/visits.module';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { OwnerStatsController } from './owner-stats.controller';
import { OwnerStatsService } from './owner-stats.service';

/** Owner insight (issue 16): leads reported by shop pages, and the owner's statistics and search terms. */
@Module({
  imports: [VisitsModule],
  controllers: [LeadsController, OwnerStatsController],
  providers: [LeadsService, OwnerStatsService],
})
export class InsightsModule {}
