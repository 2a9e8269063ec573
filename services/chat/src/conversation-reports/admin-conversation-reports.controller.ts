import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, ClientInfo, CurrentClient, CurrentIdentity, RequestIdentity } from '@app/auth-context';
import {
  AdminConversationReport,
  ConversationReportDecisionInput,
  conversationReportDecisionSchema,
  ConversationReportListQuery,
  conversationReportListQuerySchema,
  idParamSchema,
} from '@app/contracts';
import { itemsWithTotal, ZodValidationPipe } from '@app/service-kit';
import { ConversationReportsService } from './conversation-reports.service';

@ApiTags('admin')
@Controller('api/admin/conversation-reports')
export class AdminConversationReportsController {
  constructor(private readonly reports: ConversationReportsService) {}

  @AdminOnly()
  @Get()
  async list(
    @Query(new ZodValidationPipe(conversationReportListQuerySchema)) query: ConversationReportListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminConversationReport[]> {
    return itemsWithTotal(response, await this.reports.list(query));
  }

  /** Block the reported party from the conversation, or dismiss the report; either goes to the admin log. */
  @AdminOnly()
  @Put(':id')
  decide(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(conversationReportDecisionSchema)) body: ConversationReportDecisionInput,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<AdminConversationReport> {
    return this.reports.decide(id, identity, body, client);
  }
}
