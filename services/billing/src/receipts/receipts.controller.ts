import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentIdentity, RequestIdentity, Roles } from '@app/auth-context';
import { idParamSchema, ReceiptResponse } from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { ReceiptsService } from './receipts.service';

@ApiTags('billing')
@Controller('api/billing/receipts')
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Roles('shop_owner')
  @Get()
  list(@CurrentIdentity() identity: RequestIdentity): Promise<ReceiptResponse[]> {
    return this.receipts.list(identity);
  }

  /** The receipt as a PDF download; another owner's receipt is 403, an unknown one 404. */
  @Roles('shop_owner')
  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  async pdf(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() identity: RequestIdentity,
    @Res() response: Response,
  ): Promise<void> {
    const { fileName, content } = await this.receipts.pdf(identity, id);
    response
      .status(200)
      .setHeader('Content-Type', 'application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .setHeader('Cache-Control', 'private, no-store')
      .send(content);
  }
}
