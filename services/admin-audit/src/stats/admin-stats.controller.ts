import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@app/auth-context';
import {
  AdminLogsQuery,
  adminLogsQuerySchema,
  AdminLogsResponse,
  AdminStatsResponse,
  CustomerStatsResponse,
  DetailedStatsResponse,
  RecentVisitsResponse,
  VisitStatsResponse,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { AdminStatsService } from './admin-stats.service';

/** The admin log and the statistics of both admin panels and the customer page (spec 001 sections 3 and 7). */
@ApiTags('admin: statistics and logs')
@Controller('api/admin')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @AdminOnly()
  @Get('logs')
  logs(@Query(new ZodValidationPipe(adminLogsQuerySchema)) query: AdminLogsQuery): Promise<AdminLogsResponse> {
    return this.stats.logs(query);
  }

  @AdminOnly()
  @Get('stats')
  summary(): Promise<AdminStatsResponse> {
    return this.stats.stats();
  }

  @AdminOnly()
  @Get('detailed-stats')
  detailed(): Promise<DetailedStatsResponse> {
    return this.stats.detailedStats();
  }

  @AdminOnly()
  @Get('visit-stats')
  visits(): Promise<VisitStatsResponse> {
    return this.stats.visitStats();
  }

  @AdminOnly()
  @Get('recent-visits')
  recentVisits(): Promise<RecentVisitsResponse> {
    return this.stats.recentVisits();
  }

  @AdminOnly()
  @Get('customer-stats')
  customers(): Promise<CustomerStatsResponse> {
    return this.stats.customerStats();
  }
}
