import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, Public, RequestIdentity } from '@app/auth-context';
import { idParamSchema, RecordLeadRequest, recordLeadSchema } from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { LeadsService } from './leads.service';

@ApiTags('insights')
@Controller('api/shops')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  /** Public (visitors, guests, people) and rate-limited at the gateway (rule shop-leads). */
  @Public()
  @Post(':id/leads')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Counted (or, for the owner themself, ignored)' })
  record(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(recordLeadSchema)) body: RecordLeadRequest,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<void> {
    return this.leads.record(id, body.type, identity);
  }
}
