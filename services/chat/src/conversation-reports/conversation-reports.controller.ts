import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, Public, RequestIdentity } from '@app/auth-context';
import {
  ConversationReportInput,
  ConversationReportResponse,
  conversationReportSchema,
  idParamSchema,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { ConversationReportsService } from './conversation-reports.service';

@ApiTags('chat')
@Controller('api/chat/conversations/:id/report')
export class ConversationReportsController {
  constructor(private readonly reports: ConversationReportsService) {}

  /** Either party (guests chat too, so public at the door; the service checks the party), once each (again 409). */
  @Public()
  @Post()
  report(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(conversationReportSchema)) body: ConversationReportInput,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ConversationReportResponse> {
    return this.reports.report(id, identity, body);
  }
}
