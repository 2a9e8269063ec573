import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, ClientInfo, CurrentClient, CurrentIdentity, RequestIdentity } from '@app/auth-context';
import {
  AdminReviewReport,
  idParamSchema,
  ReportDecisionInput,
  reportDecisionSchema,
  ReviewReportListQuery,
  reviewReportListQuerySchema,
} from '@app/contracts';
import { itemsWithTotal, ZodValidationPipe } from '@app/service-kit';
import { ReviewReportsService } from './review-reports.service';

@ApiTags('admin')
@Controller('api/admin/review-reports')
export class AdminReviewReportsController {
  constructor(private readonly reports: ReviewReportsService) {}

  @AdminOnly()
  @Get()
  async list(
    @Query(new ZodValidationPipe(reviewReportListQuerySchema)) query: ReviewReportListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminReviewReport[]> {
    return itemsWithTotal(response, await this.reports.list(query));
  }

  /** Hide or keep the reported review; every open report of it is resolved with this decision. */
  @AdminOnly()
  @Put(':id')
  decide(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(reportDecisionSchema)) body: ReportDecisionInput,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<AdminReviewReport> {
    return this.reports.decide(id, identity, body, client);
  }
}
